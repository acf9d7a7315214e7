// Benchmark of the reference api on loopback, autocannon, bounded: GET /consumer/markets?zip=85004,
// POST /consumer/session, POST /consumer/providers/search (with a session's token), POST
// /provider-network/locations, the scheduling service's slot listing (GET /scheduling/slots) and booking
// (POST /scheduling/meetings). Timed scenarios run BENCH_SECONDS each at BENCH_CONNECTIONS connections;
// booking runs a fixed number of requests, each a different person booking a different free slot (a
// slot can be booked once, a person holds one upcoming meeting). Prints req/s, p50, p95 and p99.
// Request logs are JSON lines on stdout of the api process and are discarded here.
import autocannon from 'autocannon';
import { startApi } from './start-api.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const bookings = Number(process.env.BENCH_BOOKINGS ?? 300);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One autocannon run; latencies are collected per response so p95 can be given (autocannon has no p95). */
const run = (base, s, limit) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: `${base}${s.path}`,
        method: s.method,
        headers: s.headers,
        body: s.body,
        connections,
        ...(s.requests ? { requests: s.requests } : {}),
        ...limit,
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, latencies: latencies.sort((a, b) => a - b) }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

const print = (name, { result: r, latencies }, expect) => {
  const wrong = r.non2xx + r.errors + r.timeouts;
  const ms = (p) => percentile(latencies, p).toFixed(1);
  console.log(
    `${name.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${ms(50)} ms   p95 ${ms(95)} ms   p99 ${ms(99)} ms   (${r.requests.total} requests, ${wrong} not ${expect})`,
  );
  if (wrong > 0) process.exitCode = 1;
};

const json = { 'content-type': 'application/json' };
const post = async (base, path, body, token) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** A person in Phoenix who gave their name and phone (a lead): what booking needs. */
const person = async (base, i) => {
  const { accessToken } = await post(base, '/consumer/session', { zip: '85004', fips: '04013' });
  await post(
    base,
    '/consumer/leads',
    {
      firstName: 'Bench',
      lastName: `Person${i}`,
      emailAddress: `bench${i}@example.com`,
      phoneNumber: '(602) 321-0164',
      zip: '85004',
      recaptchaToken: 'bench',
    },
    accessToken,
  );
  return accessToken;
};

// Session creation and lead posts are rate-limited per client; the benchmark is one client, so the
// limits are raised. Captcha verification is off without RECAPTCHA_SECRET.
// BENCH_DATABASE_URL runs the api on that PostgreSQL instead (the full-size NPPES import of
// `node bench/import/run.mjs --sources nppes --serve`: the doctor search over 7 million rows).
const api = await startApi({
  SESSION_RATE_LIMIT: '100000000',
  LEAD_RATE_LIMIT: '100000000',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
try {
  console.log(
    `api benchmark: ${seconds}s per timed scenario, ${connections} connections, node ${process.version}`,
  );
  const browsing = await person(api.base, 0);
  const timed = [
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
      headers: json,
      body: JSON.stringify({ zip: '85004', fips: '04013', landing_url: '/bench/' }),
      expect: 201,
    },
    {
      name: 'POST /consumer/providers/search',
      method: 'POST',
      path: '/consumer/providers/search',
      headers: { ...json, authorization: `Bearer ${browsing}` },
      body: JSON.stringify({ zipCode: '85004', searchTerm: 'family', take: 5, skip: 0 }),
      expect: 200,
    },
    {
      name: 'POST /provider-network/locations',
      method: 'POST',
      path: '/provider-network/locations',
      headers: json,
      body: JSON.stringify({ zipCode: '85004', page: 1 }),
      expect: 200,
    },
    {
      name: 'GET /scheduling/slots (4 agents, 7 days)',
      method: 'GET',
      path: '/scheduling/slots?days=7',
      headers: { authorization: `Bearer ${browsing}` },
      expect: 200,
    },
  ];
  for (const s of timed) {
    // A short warm-up so JIT and caches do not count.
    await run(api.base, s, { duration: 2 });
    print(s.name, await run(api.base, s, { duration: seconds }), s.expect);
  }

  // Booking: as many distinct people and distinct free slots as requests.
  const listing = await fetch(`${api.base}/scheduling/slots?days=14`, {
    headers: { authorization: `Bearer ${browsing}` },
  }).then((r) => r.json());
  const slots = listing.days.flatMap((d) => d.slots);
  const amount = Math.min(bookings, slots.length);
  const people = [];
  for (let i = 1; i <= amount; i++) people.push(await person(api.base, i));
  let next = 0;
  const requests = [
    {
      method: 'POST',
      setupRequest: (req) => {
        const i = next++;
        const slot = slots[i];
        return {
          ...req,
          headers: { ...json, authorization: `Bearer ${people[i]}` },
          body: JSON.stringify({ agentUuid: slot.agentUuid, startsAt: slot.startsAt, kind: 'phone' }),
        };
      },
    },
  ];
  print(
    `POST /scheduling/meetings (${amount} bookings)`,
    await run(api.base, { path: '/scheduling/meetings', method: 'POST', requests }, { amount }),
    201,
  );
} finally {
  await api.stop();
}
