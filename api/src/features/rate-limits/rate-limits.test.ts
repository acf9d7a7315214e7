import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApi, type TestApi } from '../../test/harness';
import { createPostgresRateLimitStore } from './store';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Another replica: a second app on the same database, with the same (low) limits behind a proxy. */
const replica = () =>
  createApp({
    ...api.deps,
    config: { ...api.deps.config, sessionRateLimit: 3, trustProxy: true },
  });

const createSession = (app: ReturnType<typeof createApp>, client: string) =>
  app.request('/consumer/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: '{}',
  });

describe('rate limits kept in the database', () => {
  it('are shared by two app instances on one database', async () => {
    const [a, b] = [replica(), replica()];
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await createSession(app, '203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another client is counted apart.
    expect((await createSession(b, '203.0.113.8')).status).toBe(201);
  });

  it('count concurrent hits from both instances exactly (one atomic upsert per hit)', async () => {
    const [a, b] = [replica(), replica()];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createSession(i % 2 ? a : b, '203.0.113.9')),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    const limited = responses.find((r) => r.status === 429);
    expect(await limited?.json()).toEqual({ message: 'Too Many Requests' });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('start a new window once the old one is over, and drop expired rows', async () => {
    const store = createPostgresRateLimitStore(api.db);
    store.init?.({ windowMs: 300 } as Parameters<NonNullable<typeof store.init>>[0]);
    expect((await store.increment('test:window')).totalHits).toBe(1);
    const second = await store.increment('test:window');
    expect(second.totalHits).toBe(2);
    expect(second.resetTime!.getTime()).toBeGreaterThan(Date.now());
    await store.decrement('test:window');
    expect((await store.get!('test:window'))?.totalHits).toBe(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(await store.get!('test:window')).toBeUndefined();
    expect((await store.increment('test:other')).totalHits).toBe(1);
    const left = await api.db.query<{ key: string }>(
      `select key from rate_limit_hits where key like 'test:%' order by key`,
    );
    expect(left.map((r) => r.key)).toEqual(['test:other']);
    expect((await store.increment('test:window')).totalHits).toBe(1);
  });
});
