// Api clients over a fake fetch, for the shell's hook tests: every request is recorded, and the
// handler answers by method and path (as the reference api would, without a server).
import { configForApiBase } from 'shared-contracts';
import { createApiClients } from 'shared-contracts/http';

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
  const api = createApiClients(partnerToken ? { ...config, partnerToken } : config, {
    getToken: token,
    transactionId: 'test-transaction',
    fetch,
  });
  return { api, requests };
};

export const notFound = () => Response.json({ message: 'Not found' }, { status: 404 });
