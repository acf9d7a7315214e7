/**
 * The one place a remote's entry URL is read out of the runtime registry, for every host (the shell and
 * the partner embedding). How an entry is chosen (versions, canaries) may change here; callers only ever
 * get `{ name, entry }` pairs to register with the federation runtime.
 */
import type { RemoteRegistry } from './config';

export interface ResolvedRemote {
  name: string;
  entry: string;
}

export const remoteEntries = (registry: RemoteRegistry): ResolvedRemote[] =>
  registry.remotes.map((remote) => ({ name: remote.name, entry: remote.entry }));
