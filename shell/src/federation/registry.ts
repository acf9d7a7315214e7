/** The runtime remote registry: /remotes.json decides where each remote is loaded from. */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import {
  isRemotePagesModule,
  type RemoteName,
  type RemotePagesModule,
  type RemoteRegistry,
  type ResolvedRemote,
  refuseIncompatibleRemotes,
  remoteEntries,
  remoteRegistrySchema,
} from 'shared-contracts';
import errorLoadRemotePlugin, { RemoteLoadError } from './runtime-plugin';

let registered = false;
/** The entries last registered, so a remote that failed can be registered afresh before a retry. */
let entries: ResolvedRemote[] = [];

export const loadRegistry = async (fetchImpl: typeof fetch = fetch) => {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remoteRegistrySchema.parse(await response.json());
};

/** Registers the remotes of the registry with the shell's federation instance. */
export const registerFromRegistry = async (known?: RemoteRegistry): Promise<void> => {
  const registry = known ?? (await loadRegistry());
  if (!registered) {
    registerPlugins([
      RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } }),
      errorLoadRemotePlugin(),
      // A remote built against another major of the contracts or of React is never mounted.
      refuseIncompatibleRemotes(),
    ]);
    registered = true;
  }
  entries = remoteEntries(registry);
  registerRemotes(entries, { force: true });
};

const cache = new Map<RemoteName, Promise<RemotePagesModule>>();
const failed = new Set<RemoteName>();

/** Loads a remote's pages once; a failure is cached too until `forgetRemote` (the boundary's retry). */
export const loadRemotePages = (remote: RemoteName): Promise<RemotePagesModule> => {
  let pending = cache.get(remote);
  if (!pending) {
    if (!registered) return Promise.reject(new Error('The remote registry is not loaded.'));
    pending = loadRemote<unknown>(`${remote}/pages`).then((loaded) => {
      const failure = (loaded as { __remoteLoadError?: RemoteLoadError } | null)?.__remoteLoadError;
      if (failure) throw failure;
      if (!isRemotePagesModule(loaded)) throw new RemoteLoadError(remote, 'no pages exported');
      return loaded;
    });
    pending.catch(() => failed.add(remote));
    cache.set(remote, pending);
  }
  return pending;
};

/**
 * Forgets a load so the next `loadRemotePages` tries again. The runtime keeps a failed manifest or remote
 * entry per remote, so a remote whose load failed is registered afresh (force clears what it kept); a
 * remote that loaded keeps its container (a page chunk that failed is fetched again by itself).
 */
export const forgetRemote = (remote: RemoteName) => {
  cache.delete(remote);
  if (!failed.delete(remote)) return;
  const entry = entries.find((e) => e.name === remote);
  if (registered && entry) registerRemotes([entry], { force: true });
};
