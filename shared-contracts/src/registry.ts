/**
 * The one place a remote's entry URL is read out of the runtime registry, for every host (the shell's
 * server, the shell and the partner embedding). A remote has a plain `entry`, or released versions:
 * `current` for everyone and an optional `canary` for the visitors whose bucket is below its percent
 * (docs/releasing.md). Callers only ever get `{ name, entry }` pairs to register with the federation
 * runtime.
 */
import type { RemoteEntry, RemoteRegistry } from './config';

export interface ResolvedRemote {
  name: string;
  entry: string;
}

/** The first-party cookie holding a shell visitor's bucket; the embedding keeps it in localStorage. */
export const VISITOR_BUCKET_KEY = 'mpf_bucket';
/** Buckets are 0..99, so a canary's percent is the share of buckets below it. */
export const BUCKET_COUNT = 100;

/** A stored bucket, or null when it is missing or not one (a new one is drawn then). */
export const parseBucket = (value: string | null | undefined): number | null =>
  value && /^\d{1,2}$/.test(value) ? Number(value) : null;

export const randomBucket = (): number => Math.floor(Math.random() * BUCKET_COUNT);

/** The entry a visitor in `bucket` loads; without a bucket (no visitor known) never the canary. */
export const resolveRemoteEntry = (remote: RemoteEntry, bucket?: number): string => {
  if (remote.canary && bucket !== undefined && bucket < remote.canary.percent) return remote.canary.entry;
  const entry = remote.current?.entry ?? remote.entry;
  if (!entry) throw new Error(`The registry gives ${remote.name} neither an entry nor a current release.`);
  return entry;
};

export const remoteEntries = (registry: RemoteRegistry, bucket?: number): ResolvedRemote[] =>
  registry.remotes.map((remote) => ({ name: remote.name, entry: resolveRemoteEntry(remote, bucket) }));

/**
 * The registry as one visitor sees it: plain entries only. The shell's server writes this snapshot into
 * the page, and the shell uses it for the whole visit (client-side navigations never re-resolve).
 */
export const resolveRegistry = (registry: RemoteRegistry, bucket?: number): RemoteRegistry => ({
  remotes: remoteEntries(registry, bucket),
});
