// A HostContext for component tests of the shell.
import type { ReactNode } from 'react';
import { configForApiBase } from 'shared-contracts';
import { createHostValue, HostContext, type HostContextValue } from 'shared-contracts/react';

export const testHost = (overrides: Partial<HostContextValue> = {}): HostContextValue =>
  createHostValue(configForApiBase('http://api.test', 'test'), {
    host: 'shell',
    planYear: 2027,
    ...overrides,
  });

export const WithHost = ({
  children,
  host = testHost(),
}: {
  children: ReactNode;
  host?: HostContextValue;
}) => <HostContext.Provider value={host}>{children}</HostContext.Provider>;
