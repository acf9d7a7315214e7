import { describe, expect, it } from 'vitest';
import { visitorBucket } from './visitor-bucket';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('the embedding visitor bucket', () => {
  it('keeps a drawn bucket, so the visitor gets the same version on every load', () => {
    const storage = memoryStorage();
    const first = visitorBucket(storage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect(storage.data.get('mpf_bucket')).toBe(String(first));
    expect(visitorBucket(storage)).toBe(first);
  });

  it('replaces a stored value that is not a bucket', () => {
    const storage = memoryStorage({ mpf_bucket: 'x' });
    const bucket = visitorBucket(storage);
    expect(storage.data.get('mpf_bucket')).toBe(String(bucket));
  });

  it('still gives a bucket when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(visitorBucket(broken)).toBeLessThan(100);
    expect(visitorBucket(null)).toBeLessThan(100);
  });
});
