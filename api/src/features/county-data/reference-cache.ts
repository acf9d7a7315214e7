/**
 * In-memory cache of stored reference data (plans, formularies, Medigap offerings), per database: the
 * data never changes once stored for a seed version, so each api process reads it once.
 */
const MAX_ENTRIES = 512;
const caches = new WeakMap<object, Map<string, Promise<unknown>>>();

export const cachedReference = <T>(db: object, key: string, load: () => Promise<T>): Promise<T> => {
  const cache = caches.get(db) ?? new Map<string, Promise<unknown>>();
  caches.set(db, cache);
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const loading = load();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
};
