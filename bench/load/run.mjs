// Load test with no lost leads: BENCH_VISITORS concurrent visitors (autocannon connections, default 200)
// for BENCH_SECONDS (default 60) on loopback, each one after another creating a session, setting a ZIP,
// listing plans, adding a drug and posting a lead. Then every acknowledged lead must be in the database
// exactly once. Prints requests, errors and p95 per call, and leads acknowledged vs stored.
//
// The api runs with its default rate limits and TRUST_PROXY=1; every visitor sends its own
// X-Forwarded-For, so the limits apply per visitor (counted in the database) as behind a real proxy.
// BENCH_DATABASE=postgres runs it on a PostgreSQL server of its own instead of PGlite (root, or an
// installed postgresql). Bounded: autocannon stops at the duration, a request times out after
// BENCH_TIMEOUT seconds (10).
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { countLeads, openDatabaseForCount, percentile, runVisitors } from '../lib/reliability.mjs';

const { startApiProcess } = await tsImport('../../api/src/test/server-process.ts', import.meta.url);
const { startPgCluster } = await tsImport('../../api/src/test/pg-cluster.ts', import.meta.url);

const visitors = Number(process.env.BENCH_VISITORS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const onPostgres = process.env.BENCH_DATABASE === 'postgres';
/** A visitor gives up on a request after this long (counted as a timeout). */
const timeoutSeconds = Number(process.env.BENCH_TIMEOUT ?? 10);

const cluster = onPostgres ? await startPgCluster() : null;
const dataDir = onPostgres ? null : await mkdtemp(join(tmpdir(), 'bench-load-'));
const api = await startApiProcess(
  {
    ...(cluster ? { DATABASE_URL: cluster.url } : { PGLITE_DIR: dataDir, DATABASE_URL: '' }),
    TRUST_PROXY: '1',
  },
  { timeoutMs: 240_000 },
);

try {
  console.log(
    `load: ${visitors} concurrent visitors for ${seconds} s on loopback, ${cluster ? 'PostgreSQL (own server)' : 'PGlite'}, request timeout ${timeoutSeconds} s, node ${process.version}, load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    'rate limits: the defaults (sessions 30/min, leads 10/min per client), TRUST_PROXY=1, one X-Forwarded-For per visitor',
  );
  const durations = new Map();
  const statuses = new Map();
  const acknowledged = [];
  const { result, steps, visitorsStarted } = await runVisitors({
    base: api.base,
    connections: visitors,
    seconds,
    timeoutSeconds,
    onResult: ({ step, status, ok, ms, body }) => {
      if (!durations.has(step)) durations.set(step, []);
      durations.get(step).push(ms);
      if (!statuses.has(step)) statuses.set(step, new Map());
      statuses.get(step).set(status, (statuses.get(step).get(status) ?? 0) + 1);
      if (ok && step === 'POST /consumer/leads') acknowledged.push(body.leadId);
    },
  });

  console.log(
    `\n${'call'.padEnd(34)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'p95 ms'.padStart(8)}  statuses`,
  );
  let errors = result.errors + result.timeouts;
  for (const step of steps) {
    const byStatus = statuses.get(step.name) ?? new Map();
    const count = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const failed = [...byStatus].filter(([s]) => !step.ok.includes(s)).reduce((a, [, n]) => a + n, 0);
    errors += failed;
    console.log(
      `${step.name.padEnd(34)} ${String(count).padStart(9)} ${String(failed).padStart(7)} ${percentile(
        durations.get(step.name) ?? [],
        95,
      )
        .toFixed(0)
        .padStart(8)}  ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(' ')}`,
    );
  }
  console.log(
    `total: ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), ${errors} errors (${result.errors} socket errors, ${result.timeouts} timeouts), ${visitorsStarted} visitors`,
  );

  // Stopped first, so PGlite's files can be opened here and no write is still in flight.
  await api.stop('SIGTERM');
  const db = await openDatabaseForCount(cluster ? { url: cluster.url } : { pgliteDir: dataDir });
  try {
    const ids = [...new Set(acknowledged)];
    const leads = await countLeads(db, ids);
    const lost = ids.length - leads.distinct;
    console.log(
      `\nleads acknowledged: ${acknowledged.length}, stored: ${leads.distinct}, lost: ${lost}, stored more than once: ${leads.rows - leads.distinct}, acknowledged twice: ${acknowledged.length - ids.length}`,
    );
    console.log(
      `leads in the database: ${leads.all} (${leads.all - leads.distinct} never acknowledged: in flight when the run stopped)`,
    );
    if (lost > 0 || leads.rows !== leads.distinct || acknowledged.length !== ids.length) process.exitCode = 1;
  } finally {
    await db.close();
  }
} finally {
  await api.stop('SIGKILL');
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
