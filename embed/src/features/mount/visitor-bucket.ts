import { parseBucket, randomBucket, VISITOR_BUCKET_KEY } from 'shared-contracts';

/**
 * This visitor's canary bucket (docs/releasing.md), kept in the partner page's localStorage: the embedding
 * runs on the partner's origin, where the shell's bucket cookie is not available. Storage that is blocked
 * or full gives a bucket for this page load only.
 */
export const visitorBucket = (storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()) => {
  try {
    const known = parseBucket(storage?.getItem(VISITOR_BUCKET_KEY));
    if (known !== null) return known;
  } catch {
    // unreadable storage: a bucket for this page load
  }
  const bucket = randomBucket();
  try {
    storage?.setItem(VISITOR_BUCKET_KEY, String(bucket));
  } catch {
    // storage full or blocked: this load only
  }
  return bucket;
};

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
