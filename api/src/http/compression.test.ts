import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** What a browser asks with (Chromium's Accept-Encoding). */
const BROWSER = 'gzip, deflate, br, zstd';

const raw = (path: string, init: { token?: string; encoding?: string; method?: string; body?: unknown }) =>
  api.app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.encoding ? { 'accept-encoding': init.encoding } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

const plansPath = `/consumer/plans?zip=${SAMPLE.zip}&fips=${SAMPLE.fips}&year=2027`;
/** A plan search's answer without the ranking id every answer hands out anew. */
const withoutRanking = (body: { cntr: { planRankingsUuid?: string } }) => {
  const { planRankingsUuid: _fresh, ...rest } = body.cntr;
  return rest;
};

describe('compressed answers (issue 31)', () => {
  it('sends a plan search gzip-compressed to a browser, the same JSON once decoded, and a tenth of the bytes', async () => {
    const { token } = await api.newSession({ zip: SAMPLE.zip, fips: SAMPLE.fips });
    const plain = await raw(plansPath, { token });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBytes = Buffer.from(await plain.arrayBuffer());

    const gzipped = await raw(plansPath, { token, encoding: BROWSER });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gzipped.headers.get('content-type')).toMatch(/^application\/json/);
    const zipped = Buffer.from(await gzipped.arrayBuffer());
    const decoded = JSON.parse(gunzipSync(zipped).toString('utf8'));
    expect(withoutRanking(decoded)).toEqual(withoutRanking(JSON.parse(plainBytes.toString('utf8'))));
    expect(plainBytes.length).toBeGreaterThan(50_000);
    expect(zipped.length).toBeLessThan(plainBytes.length / 5);
  });

  it('never compresses an answer that carries a credential (BREACH), even when the browser asks', async () => {
    const created = await raw('/consumer/session', { method: 'POST', body: {}, encoding: BROWSER });
    expect(created.status).toBe(201);
    expect(created.headers.get('content-encoding')).toBeNull();
    const { accessToken, websiteReferenceId } = (await created.json()) as {
      accessToken: string;
      websiteReferenceId: string;
    };
    const detail = await raw(`/consumer/session/${websiteReferenceId}`, {
      token: accessToken,
      encoding: BROWSER,
    });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('content-encoding')).toBeNull();
    // The answer holds a token (a fresh one), which is why it stays uncompressed.
    const { accessData } = (await detail.json()) as { accessData: { accessToken: string } };
    expect(accessData.accessToken).toMatch(/^ey/);
  });

  it('answers a bad plan search with its field errors, compressed or not', async () => {
    const { token } = await api.newSession();
    const res = await raw('/consumer/plans?zip=123&fips=04013&year=2027', { token, encoding: BROWSER });
    expect(res.status).toBe(400);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text =
      res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString('utf8') : bytes.toString();
    expect(JSON.parse(text)).toMatchObject({
      issues: [{ path: 'zip', message: 'Please enter a valid 5-digit ZIP code' }],
    });
  });
});
