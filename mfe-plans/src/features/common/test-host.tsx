/** Test support: a HostContext around a component, with api calls answered by the test. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import { type AnyEndpoint, endpointPath } from 'shared-contracts/endpoints';
import type { ApiClient, CallOptions } from 'shared-contracts/http';
import { createHostValue, HostContext, type HostContextValue } from 'shared-contracts/react';
import { vi } from 'vitest';

/** Answers a call by its service, method and filled path; options are the call's input and options. */
export type CallHandler = (service: string, method: string, path: string, options: unknown) => unknown;

export const testHost = (
  overrides: Partial<HostContextValue> = {},
  handler: CallHandler = () => undefined,
) => {
  const call = vi.fn(handler);
  const api: ApiClient = {
    call: (async (
      endpoint: AnyEndpoint,
      input: { params?: Record<string, unknown> } = {},
      options: CallOptions = {},
    ) => {
      const raw = await call(endpoint.service, endpoint.method, endpointPath(endpoint, input.params), {
        ...input,
        ...options,
      });
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
    ...overrides,
  });
  return { host, call };
};

export const renderWithHost = (ui: ReactElement, host: HostContextValue, path = '/') =>
  render(
    <HostContext.Provider value={host}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </HostContext.Provider>,
  );
