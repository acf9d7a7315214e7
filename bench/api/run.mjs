// Benchmark of the reference api on loopback: GET /consumer/markets?zip=85004, POST /consumer/session,
// POST /consumer/providers/search (with a session's token) and POST /provider-network/locations;
// autocannon, bounded (BENCH_SECONDS each, BENCH_CONNECTIONS connections). Prints req/s, p50, p95 and p99
// (p95 from every response time, which autocannon's summary does not give).
// Request logs are JSON lines on stdout of the api process and are discarded here.
import autocannon from 'autocannon';
import { startApi } from './start-api.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const scenarios = [
  {
    name: 'GET /consumer/markets?zip=85004',
    method: 'GET',
    path: '/consumer/markets?zip=85004',
    expect: 200,
  },
  {
    name: 'POST /consumer/session',
    method: 'POST',
    path: '/consumer/session',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip: '85004', fips: '04013', landing_url: '/bench/' }),
    expect: 201,
  },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const run = (base, s, duration = seconds) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: `${base}${s.path}`,
        method: s.method,
        headers: s.headers,
        body: s.body,
        connections,
        duration,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              ...result,
              p95: percentile(
                times.sort((a, b) => a - b),
                95,
              ),
            }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });

/** A session to search doctors with: the call needs its bearer token. */
const sessionToken = async (base) => {
  const res = await fetch(`${base}/consumer/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip: '85004', fips: '04013', landing_url: '/bench/' }),
  });
  if (res.status !== 201) throw new Error(`session: ${res.status}`);
  return (await res.json()).accessData.accessToken;
};

// Session creation is rate-limited per client; the benchmark is one client, so the limit is raised.
const api = await startApi({ SESSION_RATE_LIMIT: '100000000' });
try {
  const token = await sessionToken(api.base);
  scenarios.push(
    {
      name: 'POST /consumer/providers/search',
      method: 'POST',
      path: '/consumer/providers/search',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ zipCode: '85004', searchTerm: 'family', take: 5, skip: 0 }),
      expect: 200,
    },
    {
      name: 'POST /provider-network/locations',
      method: 'POST',
      path: '/provider-network/locations',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zipCode: '85004', page: 1 }),
      expect: 200,
    },
  );
  console.log(`api benchmark: ${seconds}s per scenario, ${connections} connections, node ${process.version}`);
  for (const s of scenarios) {
    // A short warm-up so JIT and caches do not count.
    await run(api.base, s, 2);
    const r = await run(api.base, s);
    const wrong = r.non2xx + r.errors + r.timeouts;
    console.log(
      `${s.name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${r.latency.p50} ms   p95 ${r.p95} ms   p99 ${r.latency.p99} ms   (${r.requests.total} requests, ${wrong} not ${s.expect})`,
    );
    if (wrong > 0) process.exitCode = 1;
  }
} finally {
  await api.stop();
}
