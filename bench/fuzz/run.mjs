// The fuzzer over every call: FUZZ_REQUESTS requests (default 10,000) generated with fast-check from the
// endpoint descriptors (api/src/test/fuzz-requests.ts), seeded (FUZZ_SEED), sent by an attacker with a
// session of its own to the whole app (in process, on an in-memory PGlite migrated and seeded like
// production) while a victim session holds one of every session-scoped thing. Prints the answers per
// status and per call, the 5xx count and whether any row of the victim's changed. Exits 1 on a 5xx or
// a change. The same generator sends 1,000 in `npm test` (api/src/test/fuzz.test.ts).
import fc from 'fast-check';
import { tsImport } from 'tsx/esm/api';

const here = import.meta.url;
const { openPglite } = await tsImport('../../api/src/db/db.ts', here);
const { createTestApi } = await tsImport('../../api/src/test/harness.ts', here);
const { createVictim, sessionSnapshot } = await tsImport('../../api/src/test/victim.ts', here);
const { fuzzRequests, sendFuzzRequests } = await tsImport('../../api/src/test/fuzz-requests.ts', here);

const count = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261121);

console.log(`fuzz: ${count} requests, seed ${seed}; migrating and seeding an in-memory database…`);
const api = await createTestApi({ db: await openPglite('memory://') });
try {
  const victim = await createVictim(api);
  const before = await sessionSnapshot(api.db, victim.sessionId);
  const attacker = await api.newSession();
  const requests = fc.sample(await fuzzRequests(api, victim, attacker.token, victim.ndc), {
    numRuns: count,
    seed,
  });

  const byStatus = new Map();
  const byCall = new Map();
  const serverErrors = [];
  const started = performance.now();
  await sendFuzzRequests(api, requests, (result) => {
    byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1);
    const call = byCall.get(result.request.call) ?? new Map();
    call.set(result.status, (call.get(result.status) ?? 0) + 1);
    byCall.set(result.request.call, call);
    if (result.status >= 500) serverErrors.push(result);
  });
  const seconds = (performance.now() - started) / 1000;
  const changed = JSON.stringify(await sessionSnapshot(api.db, victim.sessionId)) !== JSON.stringify(before);

  const list = (m) =>
    [...m]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
  console.log(`\nper status: ${list(byStatus)}`);
  console.log('\nper call:');
  for (const [call, statuses] of [...byCall].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${call.padEnd(44)} ${list(statuses)}`);
  }
  for (const r of serverErrors.slice(0, 20)) {
    console.log(
      `5xx: ${r.status} ${r.request.method} ${r.request.url} ${r.request.body?.slice(0, 200) ?? ''} → ${r.answer}`,
    );
  }
  console.log(
    `\n${count} requests in ${seconds.toFixed(0)} s: ${serverErrors.length} answers 5xx; rows of the victim's session changed: ${changed ? 'YES' : 'no'}`,
  );
  if (serverErrors.length > 0 || changed) process.exitCode = 1;
} finally {
  await api.close();
}
