import { CHUNK_RELOAD_GUARD_MS } from 'shared-contracts';

const KEY = 'shell:chunk-reload-at';

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

/**
 * A chunk-load failure reloads the page, at most once per minute (spec section 4). Returns true when a
 * reload was started, false when the guard holds it back (the caller then shows its fallback).
 */
export const reloadForChunkError = (
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean => {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
};
