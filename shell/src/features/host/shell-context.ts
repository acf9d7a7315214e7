/** What the chrome reads beyond the host context: content, the ZIP modal actor, branding, status. */
import { createContext, useContext } from 'react';
import type { Partner, SiteOptions } from 'shared-contracts/api';
import type { ActorRefFrom } from 'xstate';
import type { AppState } from '../app-state';
import type { zipModalMachine } from '../zip-modal';

export interface ShellState {
  app: AppState;
  siteOptions: SiteOptions | null;
  partner: Partner | null;
  /** The co-brand's extra logo (site id USN), when there is one. */
  coBrandLogo: Partner['logo'];
  sessionLoading: boolean;
  online: boolean;
  zipModal: ActorRefFrom<typeof zipModalMachine>;
  /** Rendered at build time into the page's HTML (no script runs yet: a dialog cannot be opened modally). */
  prerendered?: boolean;
}

export const ShellContext = createContext<ShellState | null>(null);

export const useShell = (): ShellState => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() needs the ShellProvider');
  return value;
};
