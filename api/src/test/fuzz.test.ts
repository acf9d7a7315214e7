/**
 * The short run of the fuzzer (`node bench/fuzz/run.mjs` sends 10,000): requests generated with
 * fast-check from every endpoint descriptor, by an attacker holding its own session, reproducible from
 * a seed (FUZZ_SEED, FUZZ_REQUESTS). No answer may be a 5xx, and no row of the victim's session may change.
 */
import fc from 'fast-check';
import { allEndpoints } from 'shared-contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzResult, fuzzRequests, sendFuzzRequests } from './fuzz-requests';
import { createTestApi, type TestApi } from './harness';
import { createVictim, sessionSnapshot, type Victim } from './victim';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);

let api: TestApi;
let victim: Victim;
beforeAll(async () => {
  api = await createTestApi();
  victim = await createVictim(api);
}, 240_000);
afterAll(() => api.close());

describe('fuzz', () => {
  it(`${REQUESTS} generated requests (seed ${SEED}): no 5xx, no change to another session`, {
    timeout: 600_000,
  }, async () => {
    const before = await sessionSnapshot(api.db, victim.sessionId);
    const attacker = await api.newSession();
    const requests = fc.sample(await fuzzRequests(api, victim, attacker.token, victim.ndc), {
      numRuns: REQUESTS,
      seed: SEED,
    });
    const statuses = new Map<number, number>();
    const calls = new Set<string>();
    const serverErrors: FuzzResult[] = [];
    await sendFuzzRequests(api, requests, (result) => {
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      calls.add(result.request.call);
      if (result.status >= 500) serverErrors.push(result);
    });

    expect(
      serverErrors.map(
        (r) =>
          `${r.status} ${r.request.method} ${r.request.url} ${r.request.body?.slice(0, 200)} → ${r.answer}`,
      ),
    ).toEqual([]);
    expect(await sessionSnapshot(api.db, victim.sessionId)).toEqual(before);
    // Every call was tried, and the requests reached the handlers, not only the validators and auth.
    expect(
      allEndpoints()
        .filter(({ name }) => !calls.has(name))
        .map(({ name }) => name),
    ).toEqual([]);
    const count = (from: number, to: number) =>
      [...statuses].filter(([s]) => s >= from && s < to).reduce((n, [, c]) => n + c, 0);
    expect(count(200, 300)).toBeGreaterThan(REQUESTS / 20);
    for (const status of [400, 401, 404]) expect(statuses.get(status), String(status)).toBeGreaterThan(0);
  });
});
