// A HostContext for component tests of the shell.
import type { ReactNode } from 'react';
import { configForApiBase, createEventBus, DEFAULT_SITE_PHONE } from 'shared-contracts';
import { createApiClients } from 'shared-contracts/http';
import { HostContext, type HostContextValue } from 'shared-contracts/react';

export const testHost = (overrides: Partial<HostContextValue> = {}): HostContextValue => {
  const config = configForApiBase('http://api.test', 'test');
  return {
    host: 'shell',
    config,
    phone: DEFAULT_SITE_PHONE,
    operationHours: null,
    planYear: 2027,
    session: null,
    location: null,
    agent: null,
    consumer: {},
    planFetchFlags: { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true },
    api: createApiClients(config, { getToken: () => null, transactionId: 'test' }),
    events: createEventBus(),
    ...overrides,
  };
};

export const WithHost = ({
  children,
  host = testHost(),
}: {
  children: ReactNode;
  host?: HostContextValue;
}) => <HostContext.Provider value={host}>{children}</HostContext.Provider>;
