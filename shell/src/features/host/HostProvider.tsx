import { type ReactNode, useMemo } from 'react';
import { createEventBus, DEFAULT_SITE_PHONE, planYearFor, type RuntimeConfig } from 'shared-contracts';
import { createApiClients, newTransactionId } from 'shared-contracts/http';
import { HostContext, type HostContextValue } from 'shared-contracts/react';

const allFlags = { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true };

/** The shell's host context: the state the remotes read, and the bus they send intents on. */
export const HostProvider = ({ config, children }: { config: RuntimeConfig; children: ReactNode }) => {
  const value = useMemo<HostContextValue>(() => {
    const transactionId = newTransactionId();
    return {
      host: 'shell',
      config,
      phone: DEFAULT_SITE_PHONE,
      operationHours: null,
      planYear: planYearFor(new Date()),
      session: null,
      location: null,
      agent: null,
      consumer: {},
      planFetchFlags: allFlags,
      api: createApiClients(config, { getToken: () => null, transactionId }),
      events: createEventBus(),
    };
  }, [config]);
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
};
