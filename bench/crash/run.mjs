// Crash: the api on a PostgreSQL server of its own under load (BENCH_VISITORS visitors, default 20, for
// BENCH_SECONDS, default 90); after BENCH_KILL_AFTER seconds (40) the database server and all its
// backends are killed with SIGKILL, and BENCH_OUTAGE_SECONDS (5) later started again. The api is never
// restarted. Prints the leads acknowledged before the crash vs present after, the answers during the
// outage (503s and anything else), the longest request, and whether the api served again.
// Needs root (installs Debian's postgresql when missing, runs it as the postgres user) or an installed
// postgresql. Loopback only; bounded by the duration and a 30 s request timeout.
import { tsImport } from 'tsx/esm/api';
import { countLeads, openDatabaseForCount, runVisitors } from '../lib/reliability.mjs';

const { startApiProcess } = await tsImport('../../api/src/test/server-process.ts', import.meta.url);
const { startPgCluster } = await tsImport('../../api/src/test/pg-cluster.ts', import.meta.url);

const visitors = Number(process.env.BENCH_VISITORS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 90);
const killAfter = Number(process.env.BENCH_KILL_AFTER ?? 40);
const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 5);
const CONNECT_TIMEOUT_MS = 2000;
const STATEMENT_TIMEOUT_MS = 5000;

const cluster = await startPgCluster();
const api = await startApiProcess(
  {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '1',
    DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  },
  { timeoutMs: 240_000 },
);

try {
  console.log(
    `crash: ${visitors} visitors for ${seconds} s on PostgreSQL; kill -9 of the server and its backends at ${killAfter} s, restart ${outageSeconds} s later; api timeouts: connect ${CONNECT_TIMEOUT_MS} ms, statement ${STATEMENT_TIMEOUT_MS} ms`,
  );
  const answers = [];
  let killedAt = Number.POSITIVE_INFINITY;
  let restartedAt = Number.POSITIVE_INFINITY;
  const crash = (async () => {
    await new Promise((r) => setTimeout(r, killAfter * 1000));
    await cluster.kill();
    killedAt = Date.now();
    console.log(`database killed at ${killAfter} s`);
    await new Promise((r) => setTimeout(r, outageSeconds * 1000));
    await cluster.start();
    restartedAt = Date.now();
    console.log(
      `database up again ${((restartedAt - killedAt) / 1000).toFixed(1)} s after the kill (crash recovery included)`,
    );
  })();
  const { result } = await runVisitors({
    base: api.base,
    connections: visitors,
    seconds,
    timeoutSeconds: 30,
    onResult: (answer) => answers.push(answer),
  });
  await crash;

  const leadsOf = (list) =>
    list.filter((a) => a.ok && a.step === 'POST /consumer/leads').map((a) => a.body.leadId);
  const before = leadsOf(answers.filter((a) => a.at < killedAt));
  const all = leadsOf(answers);
  const during = answers.filter((a) => a.at >= killedAt && a.at < restartedAt);
  const after = answers.filter((a) => a.at >= restartedAt);
  const tally = (list) =>
    [...list.reduce((m, a) => m.set(a.status, (m.get(a.status) ?? 0) + 1), new Map())]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ') || 'none';
  const firstOk = after.find((a) => a.ok);
  const longest = answers.reduce((m, a) => Math.max(m, a.ms), 0);

  console.log('\nanswers per call (before the crash | during the outage | after the restart):');
  for (const step of new Set(answers.map((a) => a.step))) {
    const of = (list) => tally(list.filter((a) => a.step === step));
    console.log(
      `  ${step.padEnd(32)} ${of(answers.filter((a) => a.at < killedAt))} | ${of(during)} | ${of(after)}`,
    );
  }
  console.log(`answers before the crash:   ${tally(answers.filter((a) => a.at < killedAt))}`);
  console.log(`answers during the outage:  ${tally(during)}`);
  console.log(`answers after the restart:  ${tally(after)}`);
  console.log(
    `503s during the outage: ${during.filter((a) => a.status === 503).length}; other failures during it: ${during.filter((a) => a.status !== 503 && !a.ok).length}; 5xx other than 503 in the whole run: ${answers.filter((a) => a.status >= 500 && a.status !== 503).length}`,
  );
  console.log(
    `longest request: ${longest.toFixed(0)} ms; socket errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `first success after the restart: ${firstOk ? `${((firstOk.at - restartedAt) / 1000).toFixed(1)} s after it` : 'NONE'} (same api process, pid ${api.child.pid}, still running: ${api.child.exitCode === null})`,
  );

  // Why the api answered 503: the codes of its db.unavailable warnings (the log is JSON, a line each).
  const codes = {};
  for (const line of api.output().split('\n')) {
    if (!line.includes('db.unavailable')) continue;
    const code = /"code":"([^"]*)"/.exec(line)?.[1] ?? '?';
    codes[code] = (codes[code] ?? 0) + 1;
  }
  console.log(`the api's reasons for 503 (db.unavailable codes): ${JSON.stringify(codes)}`);

  const db = await openDatabaseForCount({ url: cluster.url });
  try {
    const beforeCount = await countLeads(db, [...new Set(before)]);
    const allCount = await countLeads(db, [...new Set(all)]);
    console.log(
      `\nleads acknowledged before the crash: ${before.length}, present after: ${beforeCount.distinct} (lost: ${before.length - beforeCount.distinct})`,
    );
    console.log(
      `leads acknowledged in the whole run: ${all.length}, present: ${allCount.distinct} (lost: ${all.length - allCount.distinct}, stored twice: ${allCount.rows - allCount.distinct})`,
    );
    if (before.length !== beforeCount.distinct || all.length !== allCount.distinct || !firstOk)
      process.exitCode = 1;
  } finally {
    await db.close();
  }
} finally {
  await api.stop('SIGKILL');
  await cluster.destroy();
}
