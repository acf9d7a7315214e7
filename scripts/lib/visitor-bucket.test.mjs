import { describe, expect, it } from 'vitest';
import { bucketFromCookies, visitorBucket } from './visitor-bucket.mjs';

const response = () => {
  const headers = new Map();
  return { headers, setHeader: (name, value) => headers.set(name.toLowerCase(), value) };
};

describe("the shell visitor's bucket cookie", () => {
  it('reads mpf_bucket among other cookies, and nothing that is not a bucket', () => {
    expect(bucketFromCookies('a=1; mpf_bucket=42; devSession=x')).toBe(42);
    expect(bucketFromCookies('mpf_bucket=0')).toBe(0);
    expect(bucketFromCookies('mpf_bucket=100')).toBeNull();
    expect(bucketFromCookies('xmpf_bucket=4')).toBeNull();
    expect(bucketFromCookies(undefined)).toBeNull();
  });

  it('keeps a known bucket and sets no cookie', () => {
    const res = response();
    expect(visitorBucket({ headers: { cookie: 'mpf_bucket=7' } }, res)).toBe(7);
    expect(res.headers.size).toBe(0);
  });

  it('draws a bucket for a new visitor and sets it for a year, first-party and HttpOnly', () => {
    const res = response();
    const bucket = visitorBucket({ headers: {} }, res);
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    expect(res.headers.get('set-cookie')).toBe(
      `mpf_bucket=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    );
    const https = response();
    visitorBucket({ headers: { 'x-forwarded-proto': 'https' } }, https);
    expect(https.headers.get('set-cookie')).toMatch(/; Secure$/);
  });
});
