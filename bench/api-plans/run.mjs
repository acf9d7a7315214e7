// Benchmark of GET /consumer/plans (reference api on loopback, autocannon, bounded) in one county of the
// imported CMS data (the sample's Maricopa unless BENCH_FIPS/BENCH_ZIP), for a session with 10 drugs, and of
// the Part D cost engine in process.
// Starts the api on a random port with a temp PGlite directory (bench/api/start-api.mjs) and stops it.
// GET /health is measured in the same run at the same connection counts, and the ratio printed.
// Two plan scenarios side by side: "repeated" sends one session's same search again and again (after the
// warm-up every request is answered from the search cache); "unseen" cycles through BENCH_SESSIONS
// sessions, each with its own drug list (the same 10 drugs, quantities of one to three times a usual
// fill), more than the api remembers searches or drug-cost estimates for, in one global round-robin, so
// every request is a search the caches have not got. A session's lists are read (with the drug catalogue's
// prices of its NDCs: one row per NDC the import computed, about 18 ms of PostgreSQL at full size when
// they were averaged over the pricing rows per read) only on its first search after a change: in
// the first round of the sessions, so a short 1-connection run (fewer requests than sessions) measures
// the first search after a visitor changed their drugs, and the 10-connection run after it the later ones.
// BENCH_DATABASE_URL runs the api on that PostgreSQL instead (the full-size import of
// `node bench/import/run.mjs --serve`).
// Usage: node bench/api-plans/run.mjs   (BENCH_SECONDS, BENCH_CONNECTIONS=1,10, BENCH_YEAR,
// BENCH_SESSIONS (default: a quarter more than the api keeps), BENCH_DATABASE_URL, BENCH_ONLY=repeated|unseen
// to change the run)
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { startApi } from '../api/start-api.mjs';

register();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,10').split(',').map(Number);
const year = Number(process.env.BENCH_YEAR ?? 2027);
const CLOCK_TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux
const api = (p) => new URL(`../../api/src/${p}`, import.meta.url).href;

const { loadConfig } = await import(api('config.ts'));
const { bootstrap } = await import(api('bootstrap.ts'));
const { estimateImportedPlan, readFormularyEntries, readUnitCosts } = await import(
  api('features/plans/imported-plans.ts')
);
const { countyPlansInYear, isSnp } = await import(api('features/plans/public.ts'));
const { partDParametersFor } = await import(api('domain/part-d-parameters.ts'));
const { PLAN_SEARCHES_KEPT } = await import(api('features/plans/routes.ts'));
const { MAX_ESTIMATES } = await import(api('features/plans/estimate-cache.ts'));

// 1. The county of the imported data (the sample's Maricopa, or BENCH_FIPS and BENCH_ZIP) and its plans, read
// by the api's own reader from an in-memory database of the same sample files (for step 3).
const best = { fips: process.env.BENCH_FIPS ?? '04013', zip: process.env.BENCH_ZIP ?? '85004' };
const deps = await bootstrap(loadConfig({ PGLITE_DIR: 'memory://' }), {
  logger: { info() {}, warn() {}, error() {} },
});
best.plans = (await countyPlansInYear(deps.db, best.fips, year)).filter((p) => !isSnp(p));
console.log(
  `county ${best.fips} (ZIP ${best.zip}), contract year ${year}: ${best.plans.length} plans (SNPs left out)`,
);

// 2. Ten drugs people on Medicare commonly take: generics, brands, an inhaler and an insulin.
const DRUGS = [
  ['atorvastatin', 1, 30],
  ['metformin', 2, 60],
  ['lisinopril', 1, 30],
  ['levothyroxine', 3, 30],
  ['amlodipine', 1, 30],
  ['eliquis', 1, 60],
  ['jardiance', 0, 30],
  ['symbicort', 1, 1],
  ['lantus-solostar', 0, 15],
  ['gabapentin', 1, 90],
];

const ndcs = new Map();
const server = await startApi({
  SESSION_RATE_LIMIT: '100000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
try {
  const post = async (path, body, token) => {
    const res = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const get = async (path, token) => {
    const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const lookup = await post('/consumer/session', { zip: best.zip, fips: best.fips });
  for (const [id, strength] of DRUGS) {
    const drug = await get(`/consumer/drugs/${id}`, lookup.accessToken);
    ndcs.set(id, drug.cntr.dosages[strength].ndc);
  }
  // Session n takes drug j at (1 + digit j of n in base 3) times its usual quantity: every session has
  // a drug list of its own (so drug-cost estimates of its own), all of them plausible.
  const newSession = async (n) => {
    const { accessToken } = await post('/consumer/session', { zip: best.zip, fips: best.fips });
    let digits = n;
    for (const [id, , quantity] of DRUGS) {
      const times = 1 + (digits % 3);
      digits = Math.floor(digits / 3);
      await post(
        '/consumer/session/dosages',
        { ndc: ndcs.get(id), quantity: quantity * times, updatedBy: 'consumer' },
        accessToken,
      );
    }
    return accessToken;
  };
  const token = await newSession(0);
  const path = `/consumer/plans?zip=${best.zip}&fips=${best.fips}&year=${year}`;
  const first = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await first.text();
  if (first.status !== 200) throw new Error(`${path}: ${first.status} ${body}`);
  const plans = JSON.parse(body);
  console.log(
    `GET ${path}: ${plans.cntr.medicarePlans.length} Medicare plans + ${plans.cntr.medigapPlans.length} Medigap, ${plans.cntr.medicarePlans[0].drugs.length} drugs each, ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB (${first.headers.get('content-encoding') ?? 'identity'})`,
  );
  // A quarter more sessions than the searches the api keeps (by bytes of this county's body, at most
  // maxEntries) and than its drug-cost estimates cover (MAX_ESTIMATES / the county's plans), so the
  // round-robin never finds one kept: with a fixed 320, a 24-plan county's 130 KiB bodies (about 500 kept)
  // were all answered from the cache after the first round.
  const kept = Math.max(
    Math.min(PLAN_SEARCHES_KEPT.maxEntries, PLAN_SEARCHES_KEPT.maxBytes / Buffer.byteLength(body)),
    MAX_ESTIMATES / plans.cntr.medicarePlans.length,
  );
  const sessionCount = Number(process.env.BENCH_SESSIONS ?? Math.ceil(kept * 1.25));
  const setupStarted = performance.now();
  const tokens = [];
  for (let n = 1; n <= sessionCount; n += 10) {
    const batch = [];
    for (let k = n; k < Math.min(n + 10, sessionCount + 1); k++) batch.push(newSession(k));
    tokens.push(...(await Promise.all(batch)));
  }
  console.log(
    `${tokens.length} sessions with drug lists of their own made in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // GET /health (no database, tiny body) in the same run: what the server and loopback cost on their
  // own, so the plans figure reads as a ratio that holds on a busier or quieter machine.
  const targets = [
    { name: 'GET /health', url: `${server.base}/health`, headers: {} },
    {
      name: 'plans, repeated',
      url: `${server.base}${path}`,
      headers: { authorization: `Bearer ${token}` },
    },
    {
      name: 'plans, unseen',
      url: `${server.base}${path}`,
      headers: {},
      // One counter for all connections: the sessions in one global round-robin, so a session comes
      // round again only after every other one (per-connection lists would send the same one at once).
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${tokens[nextSession++ % tokens.length]}` },
          }),
        },
      ],
    },
  ];
  // BENCH_ONLY=unseen (names' first words, comma-separated) measures only those plan scenarios, beside
  // /health (for the ratio): a profile of one scenario (BENCH_API_NODE_ARGS) is not mixed with another.
  const only = process.env.BENCH_ONLY?.split(',');
  if (only)
    targets.splice(1, Infinity, ...targets.slice(1).filter((t) => only.includes(t.name.split(/[ ,]+/)[1])));
  let nextSession = 0;
  const measure = (target, conns, duration) =>
    new Promise((resolve, reject) => {
      const latencies = [];
      const instance = autocannon(
        { url: target.url, headers: target.headers, requests: target.requests, connections: conns, duration },
        (error, result) => (error ? reject(error) : resolve({ result, latencies })),
      );
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    });
  // CPU the api process spent (user + system, Linux /proc) per request: on a shared machine it moves
  // far less with everybody else's load than req/s and latency do (contention still inflates it). The
  // load generator's own CPU (autocannon, this process) is printed beside it: it reads every body on the
  // same cores, so at 280 KB a response it takes a share of the machine the api does not get.
  const cpuMsOf = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    } catch {
      return Number.NaN;
    }
  };
  const apiCpuMs = () => cpuMsOf(server.pid);
  // With BENCH_DATABASE_URL on this machine (bench/import's own server), the CPU of its PostgreSQL
  // processes (every one named postgres: the backends serving the api and the server's own), the other
  // half of what a search costs the machine. A backend that ends between the two readings is not counted.
  const postgresPids = () =>
    readdirSync('/proc').filter(
      (pid) => /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres',
    );
  const databaseCpuMs = () => {
    if (!process.env.BENCH_DATABASE_URL) return new Map();
    try {
      return new Map(postgresPids().map((pid) => [pid, cpuMsOf(pid)]));
    } catch {
      return new Map();
    }
  };
  const databaseCpuSince = (before) => {
    let ms = 0;
    for (const [pid, now] of databaseCpuMs()) ms += now - (before.get(pid) ?? 0);
    return ms;
  };
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  for (const conns of connectionCounts) {
    const rows = [];
    for (const target of targets) {
      await measure(target, conns, 2); // warm-up: JIT, caches
      const cpuBefore = apiCpuMs();
      const databaseBefore = databaseCpuMs();
      const clientBefore = process.cpuUsage();
      const { result: r, latencies } = await measure(target, conns, seconds);
      const cpuPerRequest = (apiCpuMs() - cpuBefore) / r.requests.total;
      const database = process.env.BENCH_DATABASE_URL
        ? `, PostgreSQL ${(databaseCpuSince(databaseBefore) / r.requests.total).toFixed(2)}`
        : '';
      const client = process.cpuUsage(clientBefore);
      const clientCpuPerRequest = (client.user + client.system) / 1000 / r.requests.total;
      latencies.sort((a, b) => a - b);
      const wrong = r.non2xx + r.errors + r.timeouts;
      if (wrong > 0) process.exitCode = 1;
      const row = {
        rps: r.requests.total / seconds,
        p50: pct(latencies, 50),
        p95: pct(latencies, 95),
        p99: pct(latencies, 99),
      };
      rows.push(row);
      console.log(
        `${target.name.padEnd(17)} ${String(conns).padStart(2)} conn, ${seconds}s: ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${row.p50.toFixed(1)} ms   p95 ${row.p95.toFixed(1)} ms   p99 ${row.p99.toFixed(1)} ms   api CPU ${cpuPerRequest.toFixed(2)} ms/request, load generator ${clientCpuPerRequest.toFixed(2)}${database}   (${r.requests.total} requests, ${wrong} not 200, ${(r.throughput.average / 1e6).toFixed(1)} MB/s)`,
      );
    }
    const [health, ...plansRows] = rows;
    plansRows.forEach((row, i) => {
      console.log(
        `ratio at ${conns} conn: ${targets[i + 1].name} serves ${((100 * row.rps) / health.rps).toFixed(1)}% of /health's req/s; p95 ${(row.p95 / health.p95).toFixed(1)}x /health's`,
      );
    });
  }
} finally {
  await server.stop();
}

// 3. The cost engine alone: every plan of that county x the 10 drugs, month by month, with each plan's tiers
// (basic drugs formulary) and UNIT_COSTs (pricing) of the drugs' NDCs, read as the plan search reads them.
const params = partDParametersFor(year);
const drugNdcs = [...ndcs.values()].map((n) => n.replace(/-/g, ''));
const formularyIds = [...new Set(best.plans.flatMap((p) => (p.formularyId ? [p.formularyId] : [])))];
const formulary = await readFormularyEntries(deps.db, year, formularyIds, drugNdcs);
const unitCosts = await readUnitCosts(deps.db, year, best.plans, drugNdcs);
const drugs = DRUGS.map(([id, , quantity], i) => ({
  ndc: drugNdcs[i],
  monthlyUnits: quantity,
  isInsulin: id === 'lantus-solostar',
  isBrand: ['eliquis', 'jardiance', 'symbicort', 'lantus-solostar'].includes(id),
  fallbackUnitCost: 1,
}));
const options = { pharmacy: 'preferredRetail', daysSupply: 30 };
const once = () => {
  for (const plan of best.plans)
    estimateImportedPlan(
      params,
      plan,
      drugs,
      formulary.get(plan.formularyId),
      unitCosts.get(plan.id),
      options,
    );
};
for (let i = 0; i < 200; i++) once();
let iterations = 0;
const started = performance.now();
while (performance.now() - started < 2000) {
  once();
  iterations++;
}
const ms = performance.now() - started;
const estimates = iterations * best.plans.length * DRUGS.length;
console.log(
  `cost engine: ${(estimates / ms).toFixed(0)} plan x drug estimates per ms (${best.plans.length} plans x ${DRUGS.length} drugs x 12 months, ${(ms / iterations).toFixed(3)} ms per county search)`,
);
await deps.db.close();
