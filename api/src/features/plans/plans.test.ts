import { planDetailResponseSchema, plansResponseSchema, saveProviderBodyFor } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Queryable } from '../../db/db';
import { PART_D_SOURCES } from '../../domain/part-d-parameters';
import { PART_D_SOURCES_ES } from '../../domain/part-d-parameters.es';
import { createTestApi, SAMPLE, sessionIdOf, type TestApi } from '../../test/harness';
import { personReader } from './person';
import { isSnp } from './plan-costs';
import { planSearches } from './routes';
import { countyPlansInYear } from './served-plans';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const YEAR = '2027';
const plansQuery = (extra: Record<string, string> = {}) => ({
  zip: SAMPLE.zip,
  fips: SAMPLE.fips,
  year: YEAR,
  ...extra,
});

const addDrug = async (token: string, drugId: string, strengthIndex: number, quantity: number) => {
  const drug = await api.request('GET', `/consumer/drugs/${drugId}`, { token });
  const ndc = drug.body.cntr.dosages[strengthIndex].ndc as string;
  const res = await api.request('POST', '/consumer/session/dosages', {
    token,
    body: { ndc, quantity, updatedBy: 'consumer' },
  });
  expect(res.status).toBe(201);
  return ndc;
};

const getPlans = async (token: string, query: Record<string, string> = {}) => {
  const res = await api.request('GET', '/consumer/plans', { token, query: plansQuery(query) });
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return plansResponseSchema.parse(res.body).cntr;
};

describe('GET /consumer/plans', () => {
  it("applies Extra Help on the very next search with the year's LIS amounts, and only for full or partial", async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'eliquis', 1, 60);
    const setExtraHelp = async (extraHelp: string) =>
      expect(
        (await api.request('PUT', '/consumer/session/extra-help', { token: s.token, body: { extraHelp } }))
          .status,
      ).toBe(200);
    const costs = (cntr: Awaited<ReturnType<typeof getPlans>>) =>
      cntr.medicarePlans.filter((p) => p.drugs[0]?.covered).map((p) => p.estimatedAnnualDrugCost);
    const without = await getPlans(s.token);
    expect(without.extraHelp).toBeNull();
    await setExtraHelp('full');
    const withLis = await getPlans(s.token);
    // 2027: $0 deductible and at most $14.45 a brand fill, 12 fills a year: 173.40.
    expect(withLis.extraHelp).toMatchObject({
      level: 'full',
      deductible: { amount: 0 },
      brandCopay: { amount: 14.45 },
    });
    expect(costs(withLis).length).toBeGreaterThan(0);
    for (const cost of costs(withLis)) expect(cost).toBeLessThanOrEqual(173.4);
    expect(costs(withLis)).not.toEqual(costs(without));
    // Premiums after the LIS premium subsidy, as the 2027 landscape gives them (CY2027_Landscape_202609.csv
    // line 3, H9991 002: Part C Premium $20.00 + Part D Low Income Beneficiary Premium Amount $4.00; line
    // 11, S9992 002: $9.30 of its $44.30; line 12, H9991 003, MA only: its Part C Premium $0.00 unchanged).
    const premiums = (cntr: Awaited<ReturnType<typeof getPlans>>) =>
      Object.fromEntries(
        cntr.medicarePlans
          .filter((p) => ['H9991002000', 'S9992002000', 'H9991003000'].includes(p.id))
          .map((p) => [p.id, [p.monthlyPremium, p.annualPlanPremium]]),
      );
    expect(premiums(without)).toEqual({
      H9991002000: [59, 708],
      S9992002000: [44.3, 531.6],
      H9991003000: [0, 0],
    });
    expect(premiums(withLis)).toEqual({
      H9991002000: [24, 288],
      S9992002000: [9.3, 111.6],
      H9991003000: [0, 0],
    });
    const detail = await api.request('GET', '/consumer/plans/S9992002000', {
      token: s.token,
      query: plansQuery(),
    });
    expect(planDetailResponseSchema.parse(detail.body).cntr.plan.monthlyPremium).toBe(9.3);
    await setExtraHelp('partial');
    const partial = await getPlans(s.token);
    expect(costs(partial)).toEqual(costs(withLis));
    expect(premiums(partial)).toEqual(premiums(withLis));
    for (const answer of ['unknown', 'no']) {
      await setExtraHelp(answer);
      const cntr = await getPlans(s.token);
      expect(cntr.extraHelp).toBeNull();
      expect(costs(cntr)).toEqual(costs(without));
      expect(premiums(cntr)).toEqual(premiums(without));
    }
  });

  it("returns the county's MA, PDP and Medigap plans with the Part D year and extra plan data", async () => {
    const s = await api.newSession();
    const cntr = await getPlans(s.token);
    const pdp = cntr.medicarePlans.filter((p) => p.planType === 1);
    const ma = cntr.medicarePlans.filter((p) => p.planType !== 1);
    expect(pdp.length).toBeGreaterThanOrEqual(10);
    expect(ma.length).toBeGreaterThan(5);
    expect(ma.every((p) => /HMO|PPO/.test(p.planSubType))).toBe(true);
    expect(cntr.extraPlanData).toHaveLength(cntr.medicarePlans.length);
    expect(cntr.partD).toMatchObject({
      year: 2027,
      outOfPocketCap: { amount: 2400, confirmed: true },
      standardDeductible: { confirmed: false },
    });
    expect(cntr.statusCode).toBe(200);
    expect(cntr.medigapPlans.length).toBeGreaterThan(5);
    // The default quote is for someone turning 65 now: new to Medicare, so never C or F.
    expect(cntr.medigapPlans.some((p) => /^[CF]/.test(p.planSubType))).toBe(false);
    expect(cntr.medicarePlans.every((p) => p.estimatedAnnualDrugCost === 0 && p.drugs.length === 0)).toBe(
      true,
    );
  });

  it('a plan search never returns a SNP plan, though the county has some', async () => {
    const s = await api.newSession();
    for (const [zip, fips] of [
      [SAMPLE.zip, SAMPLE.fips],
      ['85701', '04019'],
      [SAMPLE.multiCountyZip, '04021'],
    ] as const) {
      const stored = await countyPlansInYear(api.db, fips, Number(YEAR));
      const snps = stored.filter(isSnp).map((p) => p.id);
      const res = await api.request('GET', '/consumer/plans', {
        token: s.token,
        query: { zip, fips, year: YEAR },
      });
      const cntr = plansResponseSchema.parse(res.body).cntr;
      const ids = new Set(cntr.medicarePlans.map((p) => p.id));
      expect(snps.filter((id) => ids.has(id))).toEqual([]);
      expect(cntr.medicarePlans.some((p) => /C-SNP|D-SNP/i.test(p.planName))).toBe(false);
      expect(cntr.extraPlanData.some((e) => e.cSnp || e.dSnp)).toBe(false);
      expect(ids.size).toBe(stored.length - snps.length);
      if (fips === SAMPLE.fips) expect(snps.length).toBeGreaterThan(0);
    }
  });

  it("answers the county's plans as served for the disclaimer's counts, whatever types were asked", async () => {
    const s = await api.newSession();
    const served = (await countyPlansInYear(api.db, SAMPLE.fips, Number(YEAR))).filter((p) => !isSnp(p));
    const expected = {
      organizations: new Set(served.map((p) => p.carrierName)).size,
      products: served.length,
    };
    expect(expected.organizations).toBeGreaterThan(5);
    expect((await getPlans(s.token)).areaCounts).toEqual(expected);
    expect((await getPlans(s.token, { 'planTypes[0]': 'PDP' })).areaCounts).toEqual(expected);
    const detail = await api.request('GET', `/consumer/plans/${served[0]!.id}`, {
      token: s.token,
      query: plansQuery(),
    });
    expect(planDetailResponseSchema.parse(detail.body).cntr.areaCounts).toEqual(expected);
  });

  it('filters by planTypes in the indexed, JSON and repeated forms', async () => {
    const s = await api.newSession();
    const indexed = await getPlans(s.token, { 'planTypes[0]': 'PDP' });
    expect(new Set(indexed.medicarePlans.map((p) => p.planType))).toEqual(new Set([1]));
    expect(indexed.medigapPlans).toEqual([]);
    const json = await getPlans(s.token, { planTypes: '["MAPD","MEDIGAP"]' });
    expect(new Set(json.medicarePlans.map((p) => p.planType))).toEqual(new Set([4]));
    expect(json.medigapPlans.length).toBeGreaterThan(0);
    const res = await api.request(
      'GET',
      `/consumer/plans?${new URLSearchParams(plansQuery())}&planTypes=MA&planTypes=PDP`,
      {
        token: s.token,
      },
    );
    expect(new Set(res.body.cntr.medicarePlans.map((p: { planType: number }) => p.planType))).toEqual(
      new Set([1, 2]),
    );
  });

  it('adding an expensive brand drug raises the estimate for plans that cover it; no covered cost passes the cap', async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'metformin', 0, 60);
    const before = await getPlans(s.token);
    expect(before.medicarePlans.every((p) => p.drugCostByMonth.length === 0)).toBe(true);
    await addDrug(s.token, 'eliquis', 1, 60);
    const after = await getPlans(s.token, { includeMonthlyCosts: 'true' });
    const beforeById = new Map(before.medicarePlans.map((p) => [p.id, p]));
    const covering = after.medicarePlans.filter(
      (p) => p.drugs.find((d) => d.drugName === 'Eliquis')?.covered,
    );
    expect(covering.length).toBeGreaterThan(0);
    for (const p of covering)
      expect(p.estimatedAnnualDrugCost).toBeGreaterThan(beforeById.get(p.id)!.estimatedAnnualDrugCost);
    for (const p of after.medicarePlans) {
      expect(p.drugs.map((d) => d.drugName)).toEqual(['metformin', 'Eliquis']);
      expect(p.drugCostByMonth).toHaveLength(12);
      const covered = p.drugCostByMonth.reduce(
        (sum, m) => sum + m.deductible + m.initial + m.catastrophic,
        0,
      );
      expect(covered).toBeLessThanOrEqual(after.partD.outOfPocketCap.amount + 1e-9);
    }
    // An MA plan without drug coverage pays full price for both.
    const noDrugs = after.medicarePlans.find((p) => !p.hasDrugCoverage);
    if (noDrugs) expect(noDrugs.drugs.every((d) => !d.covered)).toBe(true);
  });

  it("keeps a dosage no plan prices in the person's drugs, marked unpriced and left out of the estimate", async () => {
    const s = await api.newSession();
    const atorvastatin = await api.request('GET', '/consumer/drugs/atorvastatin', { token: s.token });
    const dosages = atorvastatin.body.cntr.dosages as { ndc: string; unitPrice?: number }[];
    const pricedIndex = dosages.findIndex((d) => d.unitPrice !== undefined);
    const unpricedIndex = dosages.findIndex((d) => d.unitPrice === undefined);
    expect(unpricedIndex).toBeGreaterThanOrEqual(0);
    await addDrug(s.token, 'atorvastatin', pricedIndex, 30);
    const pricedOnly = await getPlans(s.token);
    const unpricedNdc = await addDrug(s.token, 'atorvastatin', unpricedIndex, 30);
    const both = await getPlans(s.token);
    const before = new Map(pricedOnly.medicarePlans.map((p) => [p.id, p.estimatedAnnualDrugCost]));
    for (const p of both.medicarePlans) {
      expect(p.drugs).toHaveLength(2);
      expect(p.drugs[0]).toMatchObject({ priced: true });
      expect(p.drugs[1]).toMatchObject({ ndc: unpricedNdc, priced: false, annualCost: 0 });
      expect(p.estimatedAnnualDrugCost, p.id).toBe(before.get(p.id));
    }
  });

  it('prices 90-day mail order differently from retail', async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'atorvastatin', 1, 30);
    await addDrug(s.token, 'januvia', 1, 30);
    const retail = await getPlans(s.token, { 'planTypes[0]': 'PDP' });
    const mail = await getPlans(s.token, {
      'planTypes[0]': 'PDP',
      isMailOrder: 'true',
      includeMonthlyCosts: 'true',
    });
    const mailById = new Map(mail.medicarePlans.map((p) => [p.id, p.estimatedAnnualDrugCost]));
    expect(retail.medicarePlans.some((p) => mailById.get(p.id) !== p.estimatedAnnualDrugCost)).toBe(true);
    const month = mail.medicarePlans[0]!.drugCostByMonth;
    expect(month[1]!.total + month[2]!.total).toBe(0);
  });

  it("lists the session's doctors on every plan, their network not known (CMS's public files have no doctor networks)", async () => {
    const s = await api.newSession();
    const search = await api.request('POST', '/consumer/providers/search', {
      token: s.token,
      body: { zipCode: SAMPLE.zip, take: 3 },
    });
    for (const doc of search.body.providers) {
      await api.request('POST', '/consumer/providers', {
        token: s.token,
        body: saveProviderBodyFor(doc, 2027),
      });
    }
    const cntr = await getPlans(s.token, { 'planTypes[0]': 'MAPD' });
    const flags = cntr.medicarePlans.flatMap((p) => p.providers.map((x) => x.inNetwork));
    expect(flags.length).toBe(cntr.medicarePlans.length * 3);
    expect(new Set(flags)).toEqual(new Set([null]));
  });

  it.each([
    [{ zip: '8500' }, 'zip'],
    [{ fips: '06037' }, 'fips'],
    [{ year: '2019' }, 'year'],
    [{ year: 'soon' }, 'year'],
    [{ isMailOrder: 'maybe' }, 'isMailOrder'],
    [{ 'planTypes[0]': 'HMO' }, 'planTypes.0'],
  ])('answers 400 for %j', async (bad, path) => {
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/plans', { token: s.token, query: plansQuery(bad) });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without a token and 404 outside the served markets', async () => {
    expect((await api.request('GET', '/consumer/plans', { query: plansQuery() })).status).toBe(401);
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/plans', {
      token: s.token,
      query: { zip: SAMPLE.unservedZip, fips: '36061', year: YEAR },
    });
    expect(res.status).toBe(404);
  });

  it("prices with the token's own session only", async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    await addDrug(a.token, 'xarelto', 1, 30);
    const aPlans = await getPlans(a.token, { 'planTypes[0]': 'PDP' });
    const bPlans = await getPlans(b.token, { 'planTypes[0]': 'PDP' });
    expect(aPlans.medicarePlans.every((p) => p.drugs.length === 1)).toBe(true);
    expect(aPlans.medicarePlans.some((p) => p.estimatedAnnualDrugCost > 0)).toBe(true);
    expect(bPlans.medicarePlans.every((p) => p.drugs.length === 0 && p.estimatedAnnualDrugCost === 0)).toBe(
      true,
    );
  });
});

describe('GET /consumer/plans: estimates are computed once per plan and drug set, never stale', () => {
  type Cntr = Awaited<ReturnType<typeof getPlans>>;
  const costs = (cntr: Cntr) => new Map(cntr.medicarePlans.map((p) => [p.id, p.estimatedAnnualDrugCost]));
  const drugCosts = (cntr: Cntr) =>
    cntr.medicarePlans.map((p) => [p.id, p.drugs.map((d) => [d.drugName, d.annualCost])]);

  it("follows the session's drugs on the very next search: one added, its quantity changed, removed", async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'metformin', 0, 60);
    const one = await getPlans(s.token);
    expect(costs(await getPlans(s.token))).toEqual(costs(one));

    await addDrug(s.token, 'eliquis', 1, 60);
    const two = await getPlans(s.token);
    const covering = two.medicarePlans.filter((p) => p.drugs.find((d) => d.drugName === 'Eliquis')?.covered);
    expect(covering.length).toBeGreaterThan(0);
    for (const p of covering) expect(p.estimatedAnnualDrugCost).toBeGreaterThan(costs(one).get(p.id)!);

    await addDrug(s.token, 'eliquis', 1, 20);
    const fewer = await getPlans(s.token);
    const before = costs(two);
    expect(fewer.medicarePlans.every((p) => p.estimatedAnnualDrugCost <= before.get(p.id)!)).toBe(true);
    expect(fewer.medicarePlans.some((p) => p.estimatedAnnualDrugCost < before.get(p.id)!)).toBe(true);

    const recordId = fewer.medicarePlans[0]!.drugs.find((d) => d.drugName === 'Eliquis')!.dosageRecordID;
    const removed = await api.request('DELETE', `/consumer/session/dosages/${recordId}`, { token: s.token });
    expect(removed.status).toBe(204);
    const back = await getPlans(s.token);
    expect(costs(back)).toEqual(costs(one));
    expect(back.medicarePlans.every((p) => p.drugs.length === 1)).toBe(true);
  });

  it('gives each plan year, channel and county its own estimates', async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'atorvastatin', 1, 30);
    await addDrug(s.token, 'lantus-solostar', 0, 15);
    const y2027 = await getPlans(s.token);
    const y2026 = await getPlans(s.token, { year: '2026' });
    expect(y2026.partD.year).toBe(2026);
    expect(costs(y2026)).not.toEqual(costs(y2027));
    const mail = await getPlans(s.token, { isMailOrder: 'true' });
    expect(costs(mail)).not.toEqual(costs(y2027));
    const pima = await getPlans(s.token, { zip: '85701', fips: '04019' });
    // Pima lacks the plans of Maricopa's own (H9994-001: Maricopa and Pinal only); PDPs and the plans offered
    // in every Arizona county are the same plans in both.
    const pimaIds = new Set(pima.medicarePlans.map((p) => p.id));
    expect(pimaIds.has('H9994001000')).toBe(false);
    expect(y2027.medicarePlans.some((p) => p.id === 'H9994001000')).toBe(true);
    expect(pima.medicarePlans.some((p) => p.estimatedAnnualDrugCost > 0)).toBe(true);
    // And back: the first search's answers again, each year and channel its own.
    expect(drugCosts(await getPlans(s.token))).toEqual(drugCosts(y2027));
    expect(drugCosts(await getPlans(s.token, { year: '2026' }))).toEqual(drugCosts(y2026));
    expect(drugCosts(await getPlans(s.token, { isMailOrder: 'true' }))).toEqual(drugCosts(mail));
  });

  it('never shows one session the costs of another, searching in turns', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    await addDrug(a.token, 'xarelto', 1, 30);
    await addDrug(b.token, 'januvia', 0, 30);
    const a1 = await getPlans(a.token);
    const b1 = await getPlans(b.token);
    const a2 = await getPlans(a.token);
    const b2 = await getPlans(b.token);
    expect(a1.medicarePlans.every((p) => p.drugs.map((d) => d.drugName).join() === 'Xarelto')).toBe(true);
    expect(b1.medicarePlans.every((p) => p.drugs.map((d) => d.drugName).join() === 'Januvia')).toBe(true);
    expect(costs(a1)).not.toEqual(costs(b1));
    expect(drugCosts(a2)).toEqual(drugCosts(a1));
    expect(drugCosts(b2)).toEqual(drugCosts(b1));
  });
});

describe('GET /consumer/plans: searches kept encoded, never stale', () => {
  type Cntr = Awaited<ReturnType<typeof getPlans>>;
  const sameBut = (c: Cntr) => ({ ...c, planRankingsUuid: 'each answer its own' });
  /**
   * The same search on an app with no caches of its own: another db object (the same database) has its own
   * reference data, people and search keys, so everything is read and computed afresh.
   */
  const uncached = async (token: string, query: Record<string, string> = {}) => {
    const app = createApp({ ...api.deps, db: { ...api.db } });
    const res = await app.request(`/consumer/plans?${new URLSearchParams(plansQuery(query))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return plansResponseSchema.parse(await res.json()).cntr;
  };

  it('answers a repeated search from memory: the same answer but for a planRankingsUuid of its own', async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'atorvastatin', 1, 30);
    const kept = planSearches.size.entries;
    const first = await getPlans(s.token);
    expect(planSearches.size.entries).toBe(kept + 1);
    const second = await getPlans(s.token);
    const third = await getPlans(s.token);
    expect(planSearches.size.entries).toBe(kept + 1);
    expect(new Set([first, second, third].map((c) => c.planRankingsUuid)).size).toBe(3);
    expect(sameBut(second)).toEqual(sameBut(first));
    expect(sameBut(third)).toEqual(sameBut(first));
    expect(sameBut(await uncached(s.token))).toEqual(sameBut(first));
  });

  it('gives, after each change to the session, the answer a search without caches gives', async () => {
    const s = await api.newSession();
    const token = s.token;
    const pharmacy = (await api.request('GET', '/consumer/pharmacies', { token, query: { zip: SAMPLE.zip } }))
      .body.cntr.pharmacyList[0].pharmacyRecordID as string;
    const doctor = (
      await api.request('POST', '/consumer/providers/search', {
        token,
        body: { zipCode: SAMPLE.zip, take: 1 },
      })
    ).body.providers[0];
    const current = async () => (await getPlans(token)).medicarePlans[0]!;
    const ok = async (res: Promise<{ status: number }>) => expect((await res).status).toBeLessThan(300);
    const steps: [string, () => Promise<unknown>][] = [
      ['a drug added', () => addDrug(token, 'atorvastatin', 1, 30)],
      ['another drug added', () => addDrug(token, 'eliquis', 1, 60)],
      ['a quantity changed', () => addDrug(token, 'eliquis', 1, 20)],
      [
        'a pharmacy added',
        () =>
          ok(
            api.request('POST', '/consumer/session/pharmacies', {
              token,
              body: { pharmacyRecordIDs: [pharmacy], updatedBy: 'consumer' },
            }),
          ),
      ],
      [
        'a doctor added',
        () =>
          ok(api.request('POST', '/consumer/providers', { token, body: saveProviderBodyFor(doctor, 2027) })),
      ],
      [
        'a drug removed',
        async () => {
          const id = (await current()).drugs.find((d) => d.drugName === 'Eliquis')!.dosageRecordID;
          await ok(api.request('DELETE', `/consumer/session/dosages/${id}`, { token }));
        },
      ],
      [
        'the pharmacy removed',
        () => ok(api.request('DELETE', `/consumer/session/pharmacies/${pharmacy}`, { token })),
      ],
      [
        'the doctor removed',
        async () => {
          const uuid = (await current()).providers[0]!.uuid;
          await ok(api.request('DELETE', `/consumer/providers/${uuid}`, { token }));
        },
      ],
      [
        'a quantity changed in the database by another replica',
        () =>
          api.db.query('update session_dosages set quantity = quantity * 3 where session_id = $1', [
            sessionIdOf(token),
          ]),
      ],
    ];
    let before = sameBut(await getPlans(token));
    for (const [change, make] of steps) {
      await getPlans(token); // the search before the change is kept
      await make();
      const after = sameBut(await getPlans(token));
      expect(after, change).not.toEqual(before);
      expect(after, change).toEqual(sameBut(await uncached(token)));
      expect(sameBut(await getPlans(token)), `${change}, searched again`).toEqual(after);
      before = after;
    }
  });

  it('gives each county, year, plan type, channel and display choice its own answer, the one a search without caches gives', async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'lantus-solostar', 0, 15);
    const queries: Record<string, string>[] = [
      {},
      { year: '2026' },
      { zip: '85701', fips: '04019' },
      { isMailOrder: 'true' },
      { 'planTypes[0]': 'PDP' },
      { 'planTypes[0]': 'MEDIGAP', 'planTypes[1]': 'MA' },
      { includeMonthlyCosts: 'true' },
      { showDrugPricing: 'false' },
      { showDrugCoverage: 'false' },
    ];
    const answers: ReturnType<typeof sameBut>[] = [];
    for (const query of queries) {
      await getPlans(s.token, query);
      const answer = sameBut(await getPlans(s.token, query));
      expect(answer, JSON.stringify(query)).toEqual(sameBut(await uncached(s.token, query)));
      for (const other of answers) expect(answer, JSON.stringify(query)).not.toEqual(other);
      answers.push(answer);
    }
  });

  it("moves a session's lists_version on with every change to its drugs, pharmacies and doctors, and only its own", async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const version = async (token: string) =>
      Number(
        (
          await api.db.query<{ v: string }>('select lists_version::text as v from sessions where id = $1', [
            sessionIdOf(token),
          ])
        )[0]!.v,
      );
    const bBefore = await version(b.token);
    let last = await version(a.token);
    const moved = async () => {
      const now = await version(a.token);
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    await addDrug(a.token, 'metformin', 0, 60);
    await moved();
    await addDrug(a.token, 'metformin', 0, 90);
    await moved();
    const pharmacy = (
      await api.request('GET', '/consumer/pharmacies', { token: a.token, query: { zip: SAMPLE.zip } })
    ).body.cntr.pharmacyList[0].pharmacyRecordID as string;
    await api.request('POST', '/consumer/session/pharmacies', {
      token: a.token,
      body: { pharmacyRecordIDs: [pharmacy], updatedBy: 'consumer' },
    });
    await moved();
    await api.request('DELETE', `/consumer/session/pharmacies/${pharmacy}`, { token: a.token });
    await moved();
    const doctor = (
      await api.request('POST', '/consumer/providers/search', {
        token: a.token,
        body: { zipCode: SAMPLE.zip, take: 1 },
      })
    ).body.providers[0];
    const saved = await api.request('POST', '/consumer/providers', {
      token: a.token,
      body: saveProviderBodyFor(doctor, 2027),
    });
    await moved();
    await api.db.query('update session_providers set presentation_name = $2 where uuid = $1', [
      saved.body.cntr.uuid,
      'Dr. Renamed',
    ]);
    await moved();
    await api.db.query('delete from session_dosages where session_id = $1', [sessionIdOf(a.token)]);
    await moved();
    expect(await version(b.token)).toBe(bBefore);
  });
});

describe('personAt', () => {
  it('remembers at most its bound of sessions, and reads the lists again of one it let go or whose version moved', async () => {
    const sessions = await Promise.all([1, 2, 3].map(() => api.newSession()));
    for (const s of sessions) await addDrug(s.token, 'atorvastatin', 1, 30);
    let reads = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        if (sql.includes('session_dosages')) reads++;
        return api.db.query(sql, params);
      },
      exec: (sql) => api.db.exec(sql),
    };
    const at = async (token: string) => {
      const sessionId = sessionIdOf(token);
      const [row] = await api.db.query<{ v: string }>(
        'select lists_version::text as v from sessions where id = $1',
        [sessionId],
      );
      return { sessionId, listsVersion: row!.v };
    };
    const personAt = personReader(2);
    const [a, b, c] = sessions.map((s) => s.token) as [string, string, string];
    const readsFor = async (token: string) => {
      const before = reads;
      const person = await personAt(counting, await at(token));
      expect(person.drugs.map((d) => d.drugId)).toEqual(['atorvastatin']);
      return reads - before;
    };
    expect(await readsFor(a)).toBe(1);
    expect(await readsFor(b)).toBe(1);
    expect(await readsFor(a)).toBe(0);
    expect(await readsFor(c)).toBe(1); // b, the least recently used, goes
    expect(await readsFor(a)).toBe(0);
    expect(await readsFor(b)).toBe(1);
    await addDrug(a, 'atorvastatin', 1, 60); // the same drug, another quantity: the version moves
    expect(await readsFor(a)).toBe(1);
    expect((await personAt(counting, await at(a))).drugs[0]!.quantity).toBe(60);
  });
});

describe('GET /consumer/plans/{id}', () => {
  it('gives one plan with its month-by-month drug costs', async () => {
    const s = await api.newSession();
    await addDrug(s.token, 'eliquis', 1, 60);
    const list = await getPlans(s.token, { 'planTypes[0]': 'MAPD' });
    const first = list.medicarePlans[0]!;
    const res = await api.request('GET', `/consumer/plans/${first.id}`, {
      token: s.token,
      query: plansQuery(),
    });
    expect(res.status).toBe(200);
    const cntr = planDetailResponseSchema.parse(res.body).cntr;
    expect(cntr.plan.id).toBe(first.id);
    expect(cntr.plan.estimatedAnnualDrugCost).toBe(first.estimatedAnnualDrugCost);
    expect(cntr.plan.drugCostByMonth).toHaveLength(12);
    expect(cntr.extraPlanData.connectureId).toBe(first.id);
  });

  it("writes the Part D figures' sources in the request's language, the search and the plan alike", async () => {
    const s = await api.newSession();
    await api.request('PUT', '/consumer/session/extra-help', { token: s.token, body: { extraHelp: 'full' } });
    const spanish = { 'Accept-Language': 'es-US,es;q=0.9' };
    const list = await api.request('GET', '/consumer/plans', {
      token: s.token,
      query: plansQuery(),
      headers: spanish,
    });
    const { cntr } = plansResponseSchema.parse(list.body);
    expect(list.headers.get('Vary')).toMatch(/Accept-Language/);
    const english = await getPlans(s.token);
    const first = cntr.medicarePlans[0]!;
    const detail = await api.request('GET', `/consumer/plans/${first.id}`, {
      token: s.token,
      query: plansQuery(),
      headers: spanish,
    });
    const one = planDetailResponseSchema.parse(detail.body).cntr;
    for (const answer of [cntr, one]) {
      expect(answer.partD.outOfPocketCap.source).toBe(PART_D_SOURCES_ES.cy2027);
      expect(answer.partD.standardDeductible.source).toBe(PART_D_SOURCES_ES.deductible2027);
      expect(answer.extraHelp?.brandCopay.source).toBe(PART_D_SOURCES_ES.lis2027Brand);
    }
    // The English search is its own answer, not the Spanish one kept.
    expect(english.partD.outOfPocketCap.source).toBe(PART_D_SOURCES.cy2027);
    expect(english.extraHelp?.brandCopay.source).toBe(PART_D_SOURCES.lis2027Brand);
  });

  it('answers 404 for an unknown id and for a SNP plan, 400 for a bad query, 401 without a token', async () => {
    const s = await api.newSession();
    const snp = (await countyPlansInYear(api.db, SAMPLE.fips, Number(YEAR))).find(isSnp)!;
    expect(
      (await api.request('GET', `/consumer/plans/${snp.id}`, { token: s.token, query: plansQuery() })).status,
    ).toBe(404);
    expect(
      (await api.request('GET', '/consumer/plans/H0000000000', { token: s.token, query: plansQuery() }))
        .status,
    ).toBe(404);
    const bad = await api.request('GET', '/consumer/plans/H0000000000', {
      token: s.token,
      query: { zip: SAMPLE.zip },
    });
    expect(bad.status).toBe(400);
    expect((await api.request('GET', `/consumer/plans/${snp.id}`, { query: plansQuery() })).status).toBe(401);
  });
});
