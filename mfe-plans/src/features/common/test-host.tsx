/** Test support: a HostContext around a component, with api calls answered by the test. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import type { ApiClients, ServiceClient } from 'shared-contracts/http';
import { createHostValue, HostContext, type HostContextValue } from 'shared-contracts/react';
import { vi } from 'vitest';

export type CallHandler = (service: string, method: string, path: string, options: unknown) => unknown;

export const testHost = (
  overrides: Partial<HostContextValue> = {},
  handler: CallHandler = () => undefined,
) => {
  const call = vi.fn(handler);
  const client = (service: string): ServiceClient => ({
    call: async (method, path, options) => {
      const raw = await call(service, method, path, options);
      return (options?.schema ? options.schema.parse(raw) : raw) as never;
    },
  });
  const api = Object.fromEntries(
    ['consumer', 'products', 'providerNetwork', 'dataWarehouse', 'content', 'agents', 'partners'].map((s) => [
      s,
      client(s),
    ]),
  ) as unknown as ApiClients;
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
