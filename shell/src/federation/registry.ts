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

/** A promise as React's `use` reads it: once settled, its status and value (or reason) are on it. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Records on the promise how it settled, so `use()` of a load that already finished reads it at once
 * instead of suspending for a tick (the first render after the bootstrap waited for the current page's
 * remote shows the page, never its loading state in place of the prerendered one).
 */
const tracked = <T>(promise: Promise<T>): Promise<T> => {
  const p = promise as TrackedPromise<T>;
  p.status = 'pending';
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return p;
};

/**
 * A remote's pages module already at hand (the build-time renderer, which bundles them): later loads
 * read it at once, without the federation runtime.
 */
export const seedRemotePages = (remote: RemoteName, module: RemotePagesModule) => {
  const ready = Promise.resolve(module) as TrackedPromise<RemotePagesModule>;
  ready.status = 'fulfilled';
  ready.value = module;
  cache.set(remote, ready);
};

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
    tracked(pending);
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
