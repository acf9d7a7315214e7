import { Hono, type MiddlewareHandler } from 'hono';
import { type AnyEndpoint, defineEndpoint } from 'shared-contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResponseCheck } from '../config';
import type { AppDeps } from '../deps';
import { memoryLogger } from '../log';
import { testConfig } from '../test/harness';
import { EncodedJson, EncodedJsonCache } from './encoded-json';
import { handleError } from './errors';
import { mountRoutes } from './mount';
import { RouteRegistry } from './routes';

const thingSchema = z.object({ id: z.string(), count: z.number(), note: z.string() });
const endpoint: AnyEndpoint = defineEndpoint({
  service: 'consumer',
  method: 'get',
  path: 'thing',
  summary: 'a thing',
  auth: 'none',
  response: thingSchema,
});
const depsWith = (responseCheck: ResponseCheck) =>
  ({ config: testConfig({ responseCheck }), logger: memoryLogger() }) as unknown as AppDeps;

let ids = 0;
const freshId = () => `id-${++ids}`;
const text = (e: EncodedJson) => e.bytes().toString('utf8');

/** A cache and a build that counts its calls. */
const setUp = (maxBytes = 1 << 20, maxEntries = 100) => {
  const cache = new EncodedJsonCache({ endpoint, maxBytes, maxEntries });
  const built: string[] = [];
  const reply = (key: string, body: Record<string, unknown> = { count: key.length, note: key }) =>
    cache.reply(key, depsWith('always'), freshId, (id) => {
      built.push(key);
      return { id, ...body };
    });
  return { cache, built, reply };
};

describe('EncodedJsonCache', () => {
  it('builds a key once, then sends the same bytes with a fresh value of its own in each answer', async () => {
    const { built, reply } = setUp();
    const first = await reply('a');
    const second = await reply('a');
    const third = await reply('a');
    expect(built).toEqual(['a']);
    expect(first.checked).toBe(true);
    expect(second.checked).toBe(false);
    const bodies = [first, second, third].map((e) => JSON.parse(text(e)));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(3);
    for (const b of bodies) expect({ ...b, id: 'x' }).toEqual({ id: 'x', count: 1, note: 'a' });
    // Byte for byte what JSON.stringify gives for the body with that id.
    expect(text(second)).toBe(JSON.stringify({ id: bodies[1].id, count: 1, note: 'a' }));
  });

  it('builds each key its own body', async () => {
    const { built, reply } = setUp();
    expect(JSON.parse(text(await reply('a'))).note).toBe('a');
    expect(JSON.parse(text(await reply('bb'))).note).toBe('bb');
    expect(JSON.parse(text(await reply('a'))).note).toBe('a');
    expect(built).toEqual(['a', 'bb']);
  });

  it('keeps no more bytes than its bound, the least recently sent going first', async () => {
    const note = 'x'.repeat(400);
    const { cache, built, reply } = setUp(1000);
    await reply('a', { count: 1, note });
    await reply('b', { count: 2, note });
    await reply('a', { count: 1, note }); // a is now the more recent
    await reply('c', { count: 3, note }); // b goes
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size.entries).toBe(2);
    await reply('a', { count: 1, note });
    await reply('b', { count: 2, note });
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no more bodies than its bound', async () => {
    const { cache, reply } = setUp(1 << 20, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await reply(key);
    expect(cache.size.entries).toBe(3);
  });

  it('keeps nothing its schema refuses: every later call builds it again and is refused again', async () => {
    const { cache, built, reply } = setUp();
    await expect(reply('bad', { count: 'many', note: 'x' })).rejects.toThrow('Internal Server Error');
    await expect(reply('bad', { count: 'many', note: 'x' })).rejects.toThrow('Internal Server Error');
    expect(built).toEqual(['bad', 'bad']);
    expect(cache.size.entries).toBe(0);
  });

  it('does not keep a body that holds the fresh value other than once, so nothing else is ever replaced', async () => {
    const { cache, built, reply } = setUp();
    const cacheKeeps = async (key: string, body: (id: string) => Record<string, unknown>) => {
      const before = built.length;
      const e = await cache.reply(key, depsWith('always'), freshId, (id) => {
        built.push(key);
        return body(id);
      });
      expect(e.checked).toBe(true);
      return built.length - before;
    };
    // The id again as the note: sent as built, built again next time.
    expect(await cacheKeeps('twice', (id) => ({ id, count: 1, note: id }))).toBe(1);
    expect(await cacheKeeps('twice', (id) => ({ id, count: 1, note: id }))).toBe(1);
    expect(cache.size.entries).toBe(0);
    await reply('once');
    expect(cache.size.entries).toBe(1);
  });
});

describe('mount: an EncodedJson answer', () => {
  const appWith = (responseCheck: ResponseCheck, result: () => EncodedJson) => {
    const deps = depsWith(responseCheck);
    const registry = new RouteRegistry();
    registry.implement(endpoint, async () => result());
    const app = new Hono();
    app.onError(handleError(deps.logger));
    const pass: MiddlewareHandler = async (_c, next) => {
      await next();
    };
    mountRoutes(app, registry, deps, { session: pass, lead: pass, analytics: pass });
    return app;
  };
  const broken = () =>
    new EncodedJson([Buffer.from('{"id":"x",'), Buffer.from('"count":"many","note":"n"}')], false);

  it('is sent as its bytes, as JSON', async () => {
    const res = await appWith(
      'always',
      () => new EncodedJson([Buffer.from('{"id":"x",'), Buffer.from('"count":1,"note":"n"}')], false),
    ).request('/consumer/thing');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe('{"id":"x","count":1,"note":"n"}');
  });

  it('is checked against its schema as sent with RESPONSE_CHECK=always (tests and e2e), cached or not', async () => {
    expect((await appWith('always', broken).request('/consumer/thing')).status).toBe(500);
  });

  it('from a cache is not checked again with sample: it was checked as it was built', async () => {
    expect((await appWith('sample', broken).request('/consumer/thing')).status).toBe(200);
  });
});
