/**
 * The single bundle's stand-in for the shell's `federation/registry`: every remote's pages are a plain
 * dynamic import that rspack code-splits, with no Module Federation runtime, manifest or remote entry.
 * Same exports as the module it replaces, so the shell's code is built unchanged.
 */
import {
  isRemotePagesModule,
  type RemoteName,
  type RemotePagesModule,
  type RemoteRegistry,
} from 'shared-contracts';

const PAGES: Record<RemoteName, () => Promise<unknown>> = {
  mfe_onboarding: () => import('../../mfe-onboarding/src/pages'),
  mfe_plans: () => import('../../mfe-plans/src/pages'),
  mfe_providers: () => import('../../mfe-providers/src/pages'),
  mfe_member: () => import('../../mfe-member/src/pages'),
};

export const loadRegistry = async (): Promise<RemoteRegistry> => ({ remotes: [] });

export const registerFromRegistry = async (_known?: RemoteRegistry): Promise<void> => {};

const cache = new Map<RemoteName, Promise<RemotePagesModule>>();

export const loadRemotePages = (remote: RemoteName): Promise<RemotePagesModule> => {
  let pending = cache.get(remote);
  if (!pending) {
    pending = PAGES[remote]().then((loaded) => {
      if (!isRemotePagesModule(loaded)) throw new Error(`${remote}: no pages exported`);
      return loaded;
    });
    cache.set(remote, pending);
  }
  return pending;
};

export const forgetRemote = (remote: RemoteName) => cache.delete(remote);
