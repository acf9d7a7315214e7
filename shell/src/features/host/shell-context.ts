/** What the chrome reads beyond the host context: content, the ZIP modal actor, branding, status. */
import { createContext, useContext } from 'react';
import type { SiteOptions } from 'shared-contracts/api/content';
import type { Partner } from 'shared-contracts/api/partners';
import type { AppState } from '../app-state';
import type { ZipModalActor } from '../zip-modal';

export interface ShellState {
  app: AppState;
  siteOptions: SiteOptions | null;
  partner: Partner | null;
  /** The co-brand's extra logo (site id USN), when there is one. */
  coBrandLogo: Partner['logo'];
  sessionLoading: boolean;
  online: boolean;
  zipModal: ZipModalActor;
  /** Rendered at build time into the page's HTML (no script runs yet: a dialog cannot be opened modally). */
  prerendered?: boolean;
}

/**
 * The shell's state before anything is read from the api (a prerendered page, a test of one part of the
 * chrome): no site options or partner, online, the session not loading.
 */
export const firstShellState = (
  app: AppState,
  zipModal: ShellState['zipModal'],
  prerendered = false,
): ShellState => ({
  app,
  siteOptions: null,
  partner: null,
  coBrandLogo: null,
  sessionLoading: false,
  online: true,
  zipModal,
  ...(prerendered ? { prerendered } : {}),
});

export const ShellContext = createContext<ShellState | null>(null);

export const useShell = (): ShellState => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() needs the ShellProvider');
  return value;
};
