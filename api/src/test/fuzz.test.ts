/**
 * Fuzz: a few hundred random and malformed requests across every route (random methods, bodies, query
 * values, path parameters, headers and tokens), reproducible from a seed. No answer may be a 5xx, and
 * nothing of another session may change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoutes } from '../app';
import { features } from '../features/index';
import { honoPaths } from '../http/routes';
import { createTestApi, SAMPLE, sessionIdOf, TEST_PARTNER_TOKEN, type TestApi } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 600);

const rng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** Everything stored for one session, in every table keyed by session id, as comparable text. */
const snapshot = async (sessionId: string) => {
  const tables = await api.db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where column_name = 'session_id' and table_schema = current_schema() order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows = await api.db.query(`select * from ${table_name} where session_id = $1`, [sessionId]);
    out[table_name] = JSON.stringify(rows.map((r) => JSON.stringify(r)).sort());
  }
  const [session] = await api.db.query('select * from sessions where id = $1', [sessionId]);
  out.sessions = JSON.stringify(session);
  return out;
};

describe('fuzz', () => {
  it(`${REQUESTS} random requests (seed ${SEED}): no 5xx, no change to another session`, async () => {
    const random = rng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const uuid = () =>
      Array.from({ length: 32 }, (_, i) => (i === 12 ? '4' : Math.floor(random() * 16).toString(16)))
        .join('')
        .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

    const victim = await api.newSession({ zip: SAMPLE.zip });
    const victimId = sessionIdOf(victim.token);
    await api.request('POST', '/consumer/session/benefits', {
      token: victim.token,
      body: { updatedBy: 'consumer', benefitList: [{ name: 'telemedicine', value: 'Very important' }] },
    });
    await api.request('POST', '/consumer/leads', {
      token: victim.token,
      body: {
        firstName: 'Vic',
        lastName: 'Tim',
        emailAddress: 'vic@example.com',
        phoneNumber: '6023210164',
        zip: SAMPLE.zip,
        recaptchaToken: 'pass',
      },
    });
    await api.request('POST', '/consumer/session-provider-network-locations', {
      token: victim.token,
      body: { locationId: 'victim-loc', updatedBy: 'consumer', providers: [] },
    });
    const before = await snapshot(victimId);

    const attacker = await api.newSession();
    const routes = buildRoutes(features).routes.flatMap(({ endpoint }) =>
      honoPaths(endpoint).map((fullPath) => ({ ...endpoint, fullPath })),
    );

    const strings = [
      '',
      ' ',
      'null',
      '85004',
      SAMPLE.fips,
      victim.referenceId,
      '0'.repeat(5),
      "'; drop table sessions; --",
      '%00',
      '\u0000',
      '😀'.repeat(50),
      'x'.repeat(5000),
      '../../etc/passwd',
      '<script>alert(1)</script>',
      '-1',
      '1e309',
      'NaN',
      uuid(),
      'true',
      '2026-02-30',
    ];
    const scalar = () =>
      pick([
        () => pick(strings),
        () => Math.floor(random() * 2 ** 40) - 2 ** 39,
        () => random() * 1e6,
        () => random() < 0.5,
        () => null,
        () => 2 ** 31,
      ])();
    const value = (depth: number): unknown => {
      if (depth > 2 || random() < 0.5) return scalar();
      if (random() < 0.5) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 5) }, () => [
          pick([
            'zip',
            'fips',
            'year',
            'name',
            'value',
            'id',
            'questions',
            'benefitList',
            'npi',
            'providers',
            'x',
          ]),
          value(depth + 1),
        ]),
      );
    };
    /** A plausible body with a few fields replaced, so validation passes more often and handlers run. */
    const mutate = (good: Record<string, unknown>) => {
      const copy: Record<string, unknown> = { ...good };
      for (const key of Object.keys(copy)) if (random() < 0.3) copy[key] = value(1);
      return copy;
    };
    const goodBodies: Record<string, unknown>[] = [
      { zip: SAMPLE.zip, fips: SAMPLE.fips, landing_url: '/x' },
      { year: 2027, zip: SAMPLE.multiCountyZip },
      { benefitList: [{ name: 'telemedicine', value: 'Very important' }], updatedBy: 'consumer' },
      {
        firstName: 'A',
        lastName: 'B',
        emailAddress: 'a@b.co',
        phoneNumber: '6023210164',
        zip: SAMPLE.zip,
        recaptchaToken: 'pass',
      },
      { usedWebsiteInitiatedDial: true },
      { questions: [{ question: 'q', answer: 'a' }] },
      { quizName: 'enrollment-date', question: 'q', answer: 'a' },
      { locationId: 'victim-loc', updatedBy: 'agent', providers: [] },
      { id: uuid(), updatedBy: 'agent' },
      { url: 'http://localhost:3000/', userAgentBrowser: 'x', websiteReferenceId: victim.referenceId },
    ];

    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const route = pick(routes);
      const method =
        random() < 0.85 ? route.method.toUpperCase() : pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
      const path = route.fullPath.replace(/:([A-Za-z_]+)/g, () =>
        encodeURIComponent(String(pick([victim.referenceId, uuid(), 'usn', ...strings]))),
      );
      const token = pick([
        attacker.token,
        attacker.token,
        null,
        'garbage',
        TEST_PARTNER_TOKEN,
        `${attacker.token}x`,
      ]);
      const query: Record<string, string> = {};
      for (let q = Math.floor(random() * 4); q > 0; q--) {
        query[pick(['zip', 'fips', 'agentUuid', 'date', 'x', 'zip[]'])] = String(pick(strings));
      }
      const bodyKind = random();
      const body =
        bodyKind < 0.2
          ? {
              rawBody: pick([
                '{',
                '{"a":',
                '[]',
                'null',
                '"x"',
                '\u0000',
                '{"zip":"85004"}}',
                'x'.repeat(70_000),
              ]),
            }
          : bodyKind < 0.6
            ? { body: mutate(pick(goodBodies)) }
            : bodyKind < 0.9
              ? { body: value(0) }
              : {};
      const headers: Record<string, string> =
        random() < 0.8
          ? { 'content-type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) }
          : {};
      const res = await api.request(method, path, {
        token,
        query,
        headers,
        ...(method === 'GET' ? {} : body),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(
        res.status,
        `${method} ${path} ${JSON.stringify(query)} → ${JSON.stringify(res.body)}`,
      ).toBeLessThan(500);
    }

    expect(await snapshot(victimId)).toEqual(before);
    // The fuzz reached handlers, not only the validators.
    expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(401)).toBeGreaterThan(0);
  });
});
