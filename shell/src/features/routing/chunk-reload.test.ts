import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('chunk-load reload guard', () => {
  it('reloads at most once per minute', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(storage, 1_000_000 + 59_999, reload)).toBe(false);
    expect(reloadForChunkError(storage, 1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('recognises chunk-load errors', () => {
    const e = new Error('Loading chunk 12 failed.');
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
