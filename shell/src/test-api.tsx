// The real api client over a fake fetch, for the shell's hook tests: every request is recorded, and
// the handler answers by method and path (as the reference api would, without a server).
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { createApiClient } from 'shared-contracts/http';
import { HostProviders } from 'web-kit/query';
import { testHost } from 'web-kit/test-host';

export interface RecordedRequest {
  method: string;
  /** The path under http://api.test, e.g. /consumer/session. */
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeApiOptions {
  /** The session token the clients send; a test session's by default. */
  token?: () => string | undefined;
  partnerToken?: string;
}

export const fakeApi = (
  handler: FakeHandler,
  { token = () => 'token', partnerToken }: FakeApiOptions = {},
) => {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    return handler(recorded);
  };
  const config = configForApiBase('http://api.test', 'test');
  const api = createApiClient(partnerToken ? { ...config, partnerToken } : config, {
    getToken: token,
    transactionId: 'test-transaction',
    fetch,
  });
  return { api, requests };
};

export const notFound = () => Response.json({ message: 'Not found' }, { status: 404 });

/** A hook's surroundings: the kit's test host (its query cache, without retries) on `api`, at `path`. */
export const hostFor = (api: ApiClient, path = '/') => {
  const { host } = testHost({ api });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostProviders host={host}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </HostProviders>
  );
  return { wrapper, queryClient: host.queryClient };
};

/** Every query of the cache has settled, each with this status. */
export const queriesSettled = (queryClient: QueryClient, status: 'success' | 'error') =>
  queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === status);
