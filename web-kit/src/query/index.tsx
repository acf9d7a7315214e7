/**
 * The server-state wiring: the host's QueryClient (from the host context) provided to the pages a
 * host renders. A host wraps every remote page in <HostProviders> so all remotes share one cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HostContext, type HostContextValue } from 'shared-contracts/react';
import { LanguageContext } from 'web-kit/i18n';

export { createQueryClient } from 'shared-contracts/react';

export const HostProviders = ({ host, children }: { host: HostContextValue; children: ReactNode }) => (
  <HostContext.Provider value={host}>
    <LanguageContext.Provider value={host.language}>
      <QueryClientProvider client={host.queryClient}>{children}</QueryClientProvider>
    </LanguageContext.Provider>
  </HostContext.Provider>
);
