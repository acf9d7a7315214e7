/**
 * Past one machine: two api processes started at once on one empty PostgreSQL (migrations and seed
 * under the advisory lock), behind a round-robin proxy. A session created through one replica is served
 * by the other, a visitor's calls alternate between them, and a client's rate limit is one limit across
 * both (counted in PostgreSQL, not per process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PgCluster, startPgCluster } from './pg-cluster';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';
import { type ApiProcess, startApiProcess } from './server-process';
import { drugNdc, runVisitor } from './visitor';

const SESSION_LIMIT = 4;

let cluster: PgCluster;
let replicas: ApiProcess[] = [];
let proxy: RoundRobinProxy;
beforeAll(async () => {
  cluster = await startPgCluster();
  const env = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    SESSION_RATE_LIMIT: String(SESSION_LIMIT),
    // One JWT secret for all replicas comes from the database (generated once), so none is set here.
    JWT_SECRET: '',
  };
  replicas = await Promise.all([
    startApiProcess(env, { timeoutMs: 240_000 }),
    startApiProcess(env, { timeoutMs: 240_000 }),
  ]);
  proxy = await startRoundRobinProxy(replicas.map((r) => r.base));
});
afterAll(async () => {
  await proxy?.stop();
  for (const replica of replicas) await replica.stop('SIGKILL');
  await cluster?.destroy();
});

const json = { 'content-type': 'application/json' };

describe('two replicas on one PostgreSQL behind a proxy', () => {
  it('serve a session created through one from the other', async () => {
    const [a, b] = replicas as [ApiProcess, ApiProcess];
    const created = await fetch(`${a.base}/consumer/session`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '192.0.2.10' },
      body: JSON.stringify({ zip: '85004' }),
    });
    expect(created.status).toBe(201);
    const { accessToken, websiteReferenceId } = (await created.json()) as Record<string, string>;
    const auth = { authorization: `Bearer ${accessToken}` };
    const saved = await fetch(`${b.base}/consumer/session/benefits`, {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({
        updatedBy: 'consumer',
        benefitList: [{ name: 'telemedicine', value: 'Very important' }],
      }),
    });
    expect(saved.status).toBe(200);
    const read = await fetch(`${a.base}/consumer/session/${websiteReferenceId}`, { headers: auth });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      websiteReferenceId,
      zip: '85004',
      benefits: [{ name: 'telemedicine', value: 'Very important' }],
    });
  });

  it('walk a visitor through the proxy, each call on the replica whose turn it is', async () => {
    const ndc = await drugNdc(proxy.base, { 'x-forwarded-for': '192.0.2.20' });
    const visit = await runVisitor(
      proxy.base,
      { n: 1, ndc },
      { headers: { 'x-forwarded-for': '192.0.2.21' } },
    );
    expect(visit.completed, JSON.stringify(visit.results.map((r) => [r.step, r.status]))).toBe(true);
    const answeredBy = new Set(visit.results.map((r) => r.headers.get('x-replica')));
    expect(answeredBy).toEqual(new Set(['0', '1']));
  });

  it("count one client's requests against one limit across both replicas", async () => {
    const statuses: number[] = [];
    const replicaOf: string[] = [];
    for (let i = 0; i < SESSION_LIMIT + 2; i++) {
      const res = await fetch(`${proxy.base}/consumer/session`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '192.0.2.30' },
        body: '{}',
      });
      statuses.push(res.status);
      replicaOf.push(res.headers.get('x-replica') ?? '');
    }
    expect(statuses).toEqual([...Array(SESSION_LIMIT).fill(201), 429, 429]);
    // Both replicas took part: a per-process limit would have let 2 × 4 through.
    expect(new Set(replicaOf)).toEqual(new Set(['0', '1']));
    // Another client still gets in, through either replica.
    for (const replica of replicas) {
      const other = await fetch(`${replica.base}/consumer/session`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '192.0.2.31' },
        body: '{}',
      });
      expect(other.status).toBe(201);
    }
  });
});
