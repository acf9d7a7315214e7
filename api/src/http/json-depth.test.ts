import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/harness';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('JSON nesting limit', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan(`[${'[]'.repeat(1000)}]`, 2)).toBe(false);
  });

  it('answers 400, not 500, to a body of 20,000 nested arrays, and still takes a normal deep one', async () => {
    const s = await api.newSession();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const rawBody of [deep, `{"benefitList":${deep}}`]) {
      const res = await api.request('POST', '/consumer/session/benefits', {
        token: s.token,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        { path: '', message: `JSON may nest at most ${MAX_JSON_DEPTH} levels deep` },
      ]);
    }
    const ok = await api.request('POST', '/consumer/session/benefits', {
      token: s.token,
      body: { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Very important' }] },
    });
    expect(ok.status).toBe(200);
  });
});
