import { MEDIGAP_PREMIUM_RANGES } from 'shared-contracts';
import { medsuppPlansResponseSchema } from 'shared-contracts/api';
import { medigapLetterOf } from 'shared-contracts/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, type TestApi } from '../../test/harness';
import { SAMPLE_AGENTS, sampleWritingNumbers } from '../agents/public';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const person = (extra: Record<string, string> = {}) => ({
  planYear: '2027',
  zip: SAMPLE.zip,
  fips: SAMPLE.fips,
  birthDate: '1961-12-15',
  coverageBegin: '2027-01-01',
  gender: 'F',
  smoke: '1',
  ...extra,
});
const quotes = async (token: string, extra: Record<string, string> = {}) => {
  const res = await api.request('GET', '/products/medsupp/plans', { token, query: person(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return medsuppPlansResponseSchema.parse(res.body).plans;
};

describe('GET /products/medsupp/plans', () => {
  it("rates a 65-year-old inside the spec's ranges, and leaves out C and F for people new to Medicare", async () => {
    const s = await api.newSession();
    const plans = await quotes(s.token);
    expect(plans.length).toBeGreaterThan(5);
    for (const p of plans) {
      const letter = medigapLetterOf(p.planSubType)!;
      const [min, max] = MEDIGAP_PREMIUM_RANGES[letter];
      expect(p.monthlyPremium).toBeGreaterThanOrEqual(min);
      expect(p.monthlyPremium).toBeLessThanOrEqual(max);
      expect(p.rateBasis).toEqual({ age: 65, gender: 'F', tobacco: false });
      expect(p.source).toBe(p.id.length > 12 ? 'csg' : 'connecture');
    }
    expect(plans.some((p) => /^[CF]/.test(p.planSubType))).toBe(false);
    const older = await quotes(s.token, { birthDate: '1950-03-01' });
    expect(older.some((p) => /^[CF]/.test(p.planSubType))).toBe(true);
  });

  it('charges more for a smoker (smoke 0), a man and an older person', async () => {
    const s = await api.newSession();
    const base = new Map((await quotes(s.token)).map((p) => [p.id, p.monthlyPremium]));
    const changes: Record<string, string>[] = [{ smoke: '0' }, { gender: 'M' }, { birthDate: '1951-12-15' }];
    for (const extra of changes) {
      const other = await quotes(s.token, extra);
      for (const p of other) if (base.has(p.id)) expect(p.monthlyPremium).toBeGreaterThan(base.get(p.id)!);
    }
  });

  it('answers 400 for bad fields, 401 without a token, 404 outside the markets', async () => {
    const s = await api.newSession();
    const bad = await api.request('GET', '/products/medsupp/plans', {
      token: s.token,
      query: person({ gender: 'X', smoke: 'yes', birthDate: '12/15/1961' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['gender', 'smoke', 'birthDate']),
    );
    expect((await api.request('GET', '/products/medsupp/plans', { query: person() })).status).toBe(401);
    const far = await api.request('GET', '/products/medsupp/plans', {
      token: s.token,
      query: person({ zip: SAMPLE.unservedZip, fips: '36061' }),
    });
    expect(far.status).toBe(404);
  });
});

describe('GET /products/medsupp/plans/{id}, POST /products/medsupp/enroll/{source}', () => {
  it('quotes one plan by id and source, and enrolls in it', async () => {
    const s = await api.newSession();
    const [plan] = await quotes(s.token);
    const one = await api.request('GET', `/products/medsupp/plans/${plan!.id}`, {
      token: s.token,
      query: person({ source: plan!.source }),
    });
    expect(one.status).toBe(200);
    expect(one.body.plan).toEqual(plan);
    const wrongSource = plan!.source === 'csg' ? 'connecture' : 'csg';
    expect(
      (
        await api.request('GET', `/products/medsupp/plans/${plan!.id}`, {
          token: s.token,
          query: person({ source: wrongSource }),
        })
      ).status,
    ).toBe(404);
    const enroll = await api.request('POST', `/products/medsupp/enroll/${plan!.source}`, {
      token: s.token,
      body: { ...person(), planYear: 2027, planId: plan!.id, firstName: 'Ann', lastName: 'Lee' },
    });
    expect(enroll.status).toBe(201);
    expect(enroll.body.parameters.handoff).toBe(enroll.body.enrollmentId);
    expect(enroll.body.url).toContain('/consumer/dev/carrier-enrollment/');
  });

  it('names the plan in the enrollment’s language: the carrier’s page shows a Spanish visit’s Plan G in Spanish', async () => {
    const s = await api.newSession();
    const plan = (await quotes(s.token)).find((p) => p.planSubType === 'G')!;
    const enroll = await api.request('POST', `/products/medsupp/enroll/${plan.source}`, {
      token: s.token,
      body: { ...person(), planYear: 2027, planId: plan.id, firstName: 'Ana', lastName: 'Ruiz' },
      headers: { 'Accept-Language': 'es' },
    });
    expect(enroll.status).toBe(201);
    const { pathname } = new URL(enroll.body.url);
    const landing = await api.app.request(`${pathname}?${new URLSearchParams(enroll.body.parameters)}`, {
      headers: { accept: 'text/html' },
    });
    const text = await landing.text();
    expect(text).toContain('<html lang="es">');
    expect(text).toContain('Plan G de Medigap (Seguro suplementario de Medicare)');
    expect(text).not.toContain('Medicare Supplement');
    const offering = await api.request('GET', `/products/medsupp/offerings/${plan.id}`, {
      token: s.token,
      query: { zip: SAMPLE.zip, fips: SAMPLE.fips },
      headers: { 'Accept-Language': 'es' },
    });
    expect(offering.body.offering.planName).toBe('Plan G de Medigap (Seguro suplementario de Medicare)');
  });

  it('refuses Plan F to someone new to Medicare, and answers 401 and 400', async () => {
    const s = await api.newSession();
    const f = (await quotes(s.token, { birthDate: '1950-03-01' })).find((p) => p.planSubType === 'F')!;
    const refused = await api.request('POST', `/products/medsupp/enroll/${f.source}`, {
      token: s.token,
      body: { ...person(), planYear: 2027, planId: f.id, firstName: 'Ann', lastName: 'Lee' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].message).toContain('January 1, 2020');
    expect(
      (
        await api.request('POST', `/products/medsupp/enroll/${f.source}`, {
          body: { ...person(), planId: f.id },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.request('POST', '/products/medsupp/enroll/other', {
          token: s.token,
          body: { ...person(), planId: f.id },
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /products/medsupp/offerings/{id} (extension)', () => {
  it('gives a plan of the county without a price, the same as its quote apart from the price', async () => {
    const s = await api.newSession();
    const [plan] = await quotes(s.token);
    const res = await api.request('GET', `/products/medsupp/offerings/${plan!.id}`, {
      token: s.token,
      query: { zip: SAMPLE.zip, fips: SAMPLE.fips },
    });
    expect(res.status).toBe(200);
    const { id, source, carrier, carrierName, planName, planSubType } = plan!;
    expect(res.body.offering).toEqual({
      id,
      source,
      carrier,
      carrierName,
      planName,
      planSubType,
      sample: true,
    });
    expect(res.body.offering).not.toHaveProperty('monthlyPremium');
  });
  it('answers 404 for a plan of another county, 400 without a ZIP and 401 without a token', async () => {
    const s = await api.newSession();
    const [plan] = await quotes(s.token);
    const at = (query: Record<string, string>, token: string | null = s.token) =>
      api.request('GET', `/products/medsupp/offerings/${plan!.id}`, { token, query });
    expect(
      (
        await api.request('GET', '/products/medsupp/offerings/nope', {
          token: s.token,
          query: { zip: SAMPLE.zip, fips: SAMPLE.fips },
        })
      ).status,
    ).toBe(404);
    expect((await at({ fips: SAMPLE.fips })).status).toBe(400);
    expect((await at({ zip: SAMPLE.zip, fips: SAMPLE.fips }, null)).status).toBe(401);
  });
});

describe('CSG agent registration and the broker authorize step (spec 6, 7)', () => {
  const registration = (clientUserId: string) => ({
    email: 'maria.alvarez@agents.example',
    client_user_id: clientUserId,
    fname: 'Maria',
    lname: 'Alvarez',
    phone: '(602) 555-0142',
  });
  const MARIA = SAMPLE_AGENTS[0].uuid;

  it("sends the registered agent on to the session's Medigap enrollment, with the writing number for its carrier", async () => {
    const s = await api.newSession();
    const plans = await quotes(s.token);
    const appointed = new Map(sampleWritingNumbers(MARIA).map((w) => [w.carrierId, w.writingNumber]));
    const plan = plans.find((p) => appointed.has(p.carrier))!;
    const enroll = await api.request('POST', `/products/medsupp/enroll/${plan.source}`, {
      token: s.token,
      body: {
        ...person(),
        planId: plan.id,
        firstName: 'Ann',
        lastName: 'Lee',
        medicareId: '1eg4-te5-mk73',
      },
    });
    expect(enroll.status).toBe(201);
    const reg = await api.request('POST', '/products/csg/register-agent', {
      token: s.token,
      body: registration(MARIA),
    });
    expect(reg.status).toBe(201);
    const ok = await api.request('GET', '/products/csg/oauth/authorize', {
      query: { agentUuid: reg.body.agentUuid, nextKey: reg.body.nextKey },
    });
    expect(ok.status).toBe(302);
    const next = new URL(ok.headers.get('location')!);
    expect(next.pathname).toBe(`/consumer/dev/carrier-enrollment/${plan.carrier}`);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      handoff: enroll.body.enrollmentId,
      planId: plan.id,
      effectiveDate: '2027-01-01',
      agentUuid: MARIA,
      writingNumber: appointed.get(plan.carrier),
    });
    // The carrier's landing page receives the broker and the Medicare number (masked).
    const landing = await api.request('GET', `${next.pathname}${next.search}`);
    expect(landing.status).toBe(200);
    expect(landing.body.broker).toEqual({ agentUuid: MARIA, writingNumber: appointed.get(plan.carrier) });
    expect(landing.body.handOff.medicareId).toMatch(/MK73$/);
  });

  it('refuses a wrong key, a session with no Medigap enrollment, a bad registration and no token', async () => {
    const s = await api.newSession();
    const reg = await api.request('POST', '/products/csg/register-agent', {
      token: s.token,
      body: registration('a-1'),
    });
    expect(reg.status).toBe(201);
    const wrong = await api.request('GET', '/products/csg/oauth/authorize', {
      query: { agentUuid: reg.body.agentUuid, nextKey: 'nope' },
    });
    expect(wrong.status).toBe(404);
    const nothing = await api.request('GET', '/products/csg/oauth/authorize', {
      query: { agentUuid: reg.body.agentUuid, nextKey: reg.body.nextKey },
    });
    expect(nothing.status).toBe(404);
    expect(nothing.body.message).toBe('No Medigap enrollment to continue');
    expect(
      (await api.request('GET', '/products/csg/oauth/authorize', { query: { agentUuid: 'x', nextKey: 'y' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.request('POST', '/products/csg/register-agent', {
          token: s.token,
          body: { ...registration('a-1'), email: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.request('POST', '/products/csg/register-agent', { body: registration('a-1') })).status,
    ).toBe(401);
  });
});
