/**
 * Test support: a complete host around a component (host context, the host's query cache, a router),
 * with every api call answered by the test's handler instead of the network.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import { type AnyEndpoint, endpointPath } from 'shared-contracts/endpoints';
import type { ApiClient, CallOptions } from 'shared-contracts/http';
import { createHostValue, createQueryClient, type HostContextValue } from 'shared-contracts/react';
import { vi } from 'vitest';
import { HostProviders } from 'web-kit/query';

/** Answers a call by its service, method and path (parameters filled in); `options` has query and body. */
export type CallHandler = (service: string, method: string, path: string, options: unknown) => unknown;

interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The production query policy, less the retries: a test's failure shows at once. */
const testQueryClient = () => {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
};

export const testHost = (
  overrides: Partial<HostContextValue> = {},
  handler: CallHandler = () => undefined,
) => {
  const call = vi.fn(handler);
  // The real client's contract: the descriptor names the call and its schema parses the answer.
  const api: ApiClient = {
    call: (async (endpoint: AnyEndpoint, input: CallInput = {}, options: CallOptions = {}) => {
      const path = endpointPath(endpoint, input.params);
      const raw = await call(endpoint.service, endpoint.method, path, { ...input, ...options });
      return endpoint.response === null ? undefined : endpoint.response.parse(raw);
    }) as ApiClient['call'],
  };
  const host = createHostValue(configForApiBase('http://api.test', 'test'), {
    planYear: 2027,
    session: {
      websiteReferenceId: 'AAAAAAAAAAAAAAAAAAAAAA',
      accessToken: 'token',
      connectureSessionId: 'c1',
    },
    location: { zipCode: '85004', fips: '04013', countyName: 'Maricopa' },
    api,
    queryClient: testQueryClient(),
    ...overrides,
  });
  return { host, call };
};

/** The element as a host page: `rerender` keeps the same host unless given another. */
export const renderWithHost = (ui: ReactElement, host: HostContextValue, path = '/') => {
  const wrap = (node: ReactElement, h: HostContextValue) => (
    <HostProviders host={h}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </HostProviders>
  );
  const result = render(wrap(ui, host));
  return {
    ...result,
    rerender: (node: ReactElement, next: HostContextValue = host) => result.rerender(wrap(node, next)),
  };
};
