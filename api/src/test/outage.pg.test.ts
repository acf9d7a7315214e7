/**
 * The database crashes under load (kill -9 of PostgreSQL and every backend) and comes back: the api,
 * never restarted, answers 503 with Retry-After meanwhile (no 500, no hang), serves again by itself, and
 * every lead and benefit list it acknowledged is stored, whole. The short form of `node bench/crash/run.mjs`.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdOf } from './harness';
import { type PgCluster, startPgCluster } from './pg-cluster';
import { type ApiProcess, startApiProcess } from './server-process';
import { drugNdc, runVisitor, type StepResult, VISITOR_BENEFITS, visitorPerson } from './visitor';

const WORKERS = 6;
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 3000;
/** The longest a request may take: connect and statement bounds, the client margin, and slack for a busy machine. */
const REQUEST_BOUND_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 2000 + 5000;

let cluster: PgCluster;
let api: ApiProcess;
beforeAll(async () => {
  cluster = await startPgCluster();
  api = await startApiProcess(
    {
      DATABASE_URL: cluster.url,
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      SESSION_RATE_LIMIT: '1000000',
      LEAD_RATE_LIMIT: '1000000',
    },
    { timeoutMs: 240_000 },
  );
});
afterAll(async () => {
  await api?.stop('SIGKILL');
  await cluster?.destroy();
});

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return condition();
};

describe('database crash under load', () => {
  it('answers 503 during the outage, reconnects by itself and loses no acknowledged write', async () => {
    const ndc = await drugNdc(api.base);
    const visits: { results: StepResult[]; token: string | null }[] = [];
    let running = true;
    let visitor = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running) {
        visits.push(
          await runVisitor(
            api.base,
            { n: visitor++, ndc, benefits: true },
            { timeoutMs: REQUEST_BOUND_MS * 2 },
          ),
        );
      }
    });
    const all = () => visits.flatMap((v) => v.results);
    const acknowledged = (step: string) =>
      all().filter((r) => r.step === step && r.status >= 200 && r.status < 300);

    expect(await until(() => acknowledged('POST /consumer/leads').length >= 10, 120_000)).toBe(true);
    await cluster.kill();
    const killedAt = Date.now();
    await until(() => all().some((r) => r.at > killedAt && r.status === 503), 10_000);
    await cluster.start();
    const restartedAt = Date.now();
    const recovered = await until(
      () => visits.some((v) => v.results[0]!.at > restartedAt && v.results.every((r) => r.status < 300)),
      60_000,
    );
    running = false;
    await Promise.all(workers);
    expect(recovered).toBe(true);

    const results = all();
    const during = results.filter((r) => r.at > killedAt && r.at < restartedAt);
    const unavailable = results.filter((r) => r.status === 503);
    expect(during.length).toBeGreaterThan(0);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const r of unavailable) {
      expect(r.headers.get('retry-after')).toBe('5');
      expect(r.body).toEqual({ message: expect.any(String) });
    }
    // Every answer is a success or a 503: no 500, no network error, no request given up on.
    expect(
      results.filter((r) => r.status !== 503 && (r.status < 200 || r.status >= 300)),
      'answers that are neither a success nor a 503',
    ).toEqual([]);
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(REQUEST_BOUND_MS);
    // The same process served before, during and after: it reconnected without a restart.
    expect(api.child.exitCode).toBeNull();
    expect(api.output()).not.toContain('"status":500');
    // Nor did the errors of the outage put any visitor's personal data in the server's log.
    for (let n = 0; n < visitor; n++) {
      const person = visitorPerson(n);
      for (const value of [person.lastName, person.emailAddress, person.phoneNumber])
        expect(api.output()).not.toContain(value);
    }

    const client = new pg.Client(cluster.url);
    await client.connect();
    try {
      const leadIds = acknowledged('POST /consumer/leads').map((r) => (r.body as { leadId: string }).leadId);
      const stored = await client.query<{ id: string }>('select id from leads where id = any($1::uuid[])', [
        leadIds,
      ]);
      expect(stored.rows.length).toBe(new Set(leadIds).size);
      expect(stored.rows.length).toBeGreaterThanOrEqual(10);
      // A benefit list is replaced in one transaction: an acknowledged save is there whole.
      const savedSessions = visits
        .filter((v) => v.results.some((r) => r.step.includes('benefits') && r.status < 300))
        .map((v) => sessionIdOf(v.token!));
      const counts = await client.query<{ n: number }>(
        `select count(b.session_id)::int as n from unnest($1::uuid[]) as s(id)
         left join session_benefits b on b.session_id = s.id group by s.id`,
        [savedSessions],
      );
      expect(counts.rows.map((r) => r.n)).toEqual(savedSessions.map(() => VISITOR_BENEFITS.length));
    } finally {
      await client.end();
    }
  });
});
