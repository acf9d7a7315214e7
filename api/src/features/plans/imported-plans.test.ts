import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable, SqlParam } from '../../db/db';
import { COST_TYPE } from '../../domain/part-d-cost';
import { partDParametersFor } from '../../domain/part-d-parameters';
import { SAMPLE_PLAN_COUNTIES } from '../../import/samples/sample-plans';
import { explainPlan } from '../../test/explain';
import { openSampleTestDb } from '../../test/harness';
import {
  estimateImportedPlan,
  type ImportedDrug,
  type ImportedPlan,
  readFormularyEntries,
  readImportedPlans,
  readUnitCosts,
} from './imported-plans';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openSampleTestDb());
}, 300_000);
afterAll(() => drop());

const params = partDParametersFor(2027)!;

describe('readImportedPlans: the sample files (api/data/sample) as the plan pages read them', () => {
  it("gives Maricopa's 2027 plans from the landscape, joined to the Part D plan information by contract, plan and segment", async () => {
    const plans = await readImportedPlans(db, '04013', 2027);
    expect(plans.map((p) => [p.id, p.planType, p.planSubType, p.formularyId])).toEqual([
      ['H9991001000', 4, 'HMO', '00029991'],
      ['H9991002000', 4, 'PPO', '00029991'],
      ['H9991003000', 2, 'HMO', null],
      ['H9992001000', 4, 'HMO', '00029992'],
      ['H9992002000', 4, 'PPO', '00029992'],
      ['H9992003000', 2, 'PPO', null],
      ['H9994001000', 4, 'HMO-POS', '00029994'],
      ['H9994002000', 4, 'HMO', '00029994'],
      ['H9995001000', 4, 'HMO', '00029993'],
      ['H9995002000', 4, 'PPO', '00029991'],
      ['H9995003000', 4, 'HMO', '00029993'],
      ['H9996001000', 4, 'HMO-POS', '00029992'],
      ['H9996002000', 4, 'PPO', '00029994'],
      ['H9996003000', 2, 'HMO', null],
      ['S9991001000', 1, 'PDP', '00029993'],
      ['S9991002000', 1, 'PDP', '00029991'],
      ['S9992001000', 1, 'PDP', '00029994'],
      ['S9992002000', 1, 'PDP', '00029992'],
      ['S9993001000', 1, 'PDP', '00029992'],
      ['S9993002000', 1, 'PDP', '00029991'],
      ['S9994001000', 1, 'PDP', '00029994'],
      ['S9994002000', 1, 'PDP', '00029993'],
      ['S9995001000', 1, 'PDP', '00029993'],
      ['S9995002000', 1, 'PDP', '00029992'],
      ['S9996001000', 1, 'PDP', '00029991'],
      ['S9996002000', 1, 'PDP', '00029994'],
    ]);
    // ma-landscape/2027/CY2027_Landscape_202609.csv line 3 (H9991 002 0, Maricopa): Part C Premium $20.00 + Part D
    // Total Premium $39.00 = Monthly Consolidated Premium $59.00, MOOP $6,700.00, Overall Star Rating 4.5;
    // part-d/2027/plan information line 7: FORMULARY_ID 00029991, DEDUCTIBLE 0.00. With Extra Help: Part C
    // Premium $20.00 + Part D Low Income Beneficiary Premium Amount $4.00 (Part D Total Premium $39.00 less the
    // Low Income Premium Subsidy (LIPS) Amount $35.00) = $24.00.
    expect(plans[1]).toMatchObject({
      planName: 'Sample Advantage Plus (PPO) (sample)',
      carrierName: 'Sample Health Plan A',
      monthlyPremium: 59,
      premiumWithExtraHelp: 24,
      drugDeductible: 0,
      maximumOutOfPocketCost: 6700,
      starRating: 4.5,
      hasDrugCoverage: true,
      extra: { cSnp: false, dSnp: false, iSnp: false },
    });
    // The C-SNP is kept (the plan search drops SNPs), flagged by the landscape's SNP Type.
    expect(plans.find((p) => p.id === 'H9994002000')?.extra.cSnp).toBe(true);
    // An MA plan without drug coverage: no formulary, no drug benefit, the Part C premium.
    // Extra Help does not lower it (line 12: Part C Premium $0.00, Part D Not Applicable).
    expect(plans[2]).toMatchObject({
      hasDrugCoverage: false,
      drugDeductible: null,
      drugBenefit: null,
      monthlyPremium: 0,
      premiumWithExtraHelp: 0,
    });
    // A PDP has no MOOP; its premium is the Part D Total Premium, with Extra Help the Part D Low Income
    // Beneficiary Premium Amount: line 5 (S9991 001) $12.40 all covered by the LIPS, $0.00; line 11
    // (S9992 002) $44.30 less the region's $35.00, $9.30.
    expect(plans.find((p) => p.id === 'S9992002000')).toMatchObject({
      monthlyPremium: 44.3,
      premiumWithExtraHelp: 9.3,
    });
    expect(plans.find((p) => p.id === 'S9991001000')).toMatchObject({
      monthlyPremium: 12.4,
      premiumWithExtraHelp: 0,
      maximumOutOfPocketCost: null,
      drugDeductible: 615,
    });
  });

  it('gives every test county MA-PD and MA plans (HMO and PPO) and PDPs, and no plans for a year not imported', async () => {
    for (const county of SAMPLE_PLAN_COUNTIES) {
      const plans = await readImportedPlans(db, county.fips, 2027);
      const kinds = new Set(plans.map((p) => `${p.planType}:${p.planSubType.replace('-POS', '')}`));
      for (const kind of ['4:HMO', '4:PPO', '2:HMO', '2:PPO', '1:PDP'])
        expect(kinds, county.fips).toContain(kind);
      // Every plan with drug coverage has its cost sharing and, where it has one, its deductible.
      for (const p of plans.filter((x) => x.hasDrugCoverage)) {
        expect(p.drugBenefit?.costs.length, p.id).toBe(20);
        expect(p.drugBenefit?.insulin.length, p.id).toBe(3);
      }
    }
    expect(await readImportedPlans(db, '04013', 2025)).toEqual([]);
  });

  it('serves both contract years side by side: each year its own plans, premiums and cost sharing', async () => {
    const [previous, next] = await Promise.all([
      readImportedPlans(db, '04013', 2026),
      readImportedPlans(db, '04013', 2027),
    ]);
    // H9994 001 is new in 2027 (not in the 2026 files); every other plan is in both years.
    expect(previous.map((p) => p.id)).toEqual(next.map((p) => p.id).filter((id) => id !== 'H9994001000'));
    expect(new Set(previous.map((p) => p.contractYear))).toEqual(new Set([2026]));
    const ppo = (plans: ImportedPlan[]) => plans.find((p) => p.id === 'H9991002000') as ImportedPlan;
    // ma-landscape/2026/CY2026_Landscape_202509.csv line 3: Part C Premium $19.00 + Part D Total Premium
    // $37.05 = $56.05 (2027: $20.00 + $39.00 = $59.00).
    expect([ppo(previous).monthlyPremium, ppo(next).monthlyPremium]).toEqual([56.05, 59]);
    // part-d/<year>/beneficiary cost file: the plan's copays (initial coverage, preferred retail, 30 days)
    // are 5% lower in 2026.
    const copays = (plan: ImportedPlan) =>
      (plan.drugBenefit?.costs ?? [])
        .filter((c) => c.coverageLevel === 1 && c.daysSupply === 30)
        .map((c) => c.shares.preferredRetail)
        .filter((share) => share?.costType === COST_TYPE.copay && share.amount > 0)
        .map((share) => share?.amount as number);
    expect(copays(ppo(next)).length).toBeGreaterThan(0);
    const [was, is] = [copays(ppo(previous)), copays(ppo(next))];
    expect(was.length).toBe(is.length);
    for (const [i, c] of was.entries()) expect(c).toBeCloseTo((is[i] as number) * 0.95, 1);
    // Each year's prices: the same NDC, the 2026 pricing file 5% lower.
    const ndc = '84949000090';
    const [before, after] = await Promise.all([
      readUnitCosts(db, 2026, [ppo(previous)], [ndc]),
      readUnitCosts(db, 2027, [ppo(next)], [ndc]),
    ]);
    const unit = (m: typeof before) => m.get('H9991002000')?.get(ndc)?.get(30) as number;
    expect(unit(before)).toBeCloseTo(unit(after) * 0.95, 4);
  });

  it('keeps every lookup to the indexes the import builds', async () => {
    const plans = await db.transaction(async (tx) => {
      // The sample tables are tiny: without this a sequential scan is cheaper and says nothing of the indexes.
      await tx.exec('set local enable_seqscan = off');
      const explained: string[] = [];
      const explaining: Queryable = {
        query: async <T extends object>(sql: string, params?: readonly SqlParam[]) => {
          const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
          explained.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
          return [] as T[];
        },
        exec: (sql) => tx.exec(sql),
      };
      const plan = { contractID: 'H9991', planID: '001', segmentID: '000' };
      await readImportedPlans(explaining, '04013', 2027);
      await readFormularyEntries(explaining, 2027, ['00029991'], ['84949000090']);
      await readUnitCosts(explaining, 2027, [plan], ['84949000090']);
      return explained;
    });
    const [landscape, costs, insulin, formulary, pricing] = plans;
    // Each table's 2027 partition only (the year's partition of the import, with its indexes).
    expect(landscape).toContain('ma_landscape_2027_county');
    expect(landscape).toContain('part_d_plan_information_2027_plan');
    expect(costs).toContain('part_d_beneficiary_cost_2027_plan');
    expect(insulin).toContain('part_d_insulin_beneficiary_cost_2027_plan');
    expect(formulary).toContain('part_d_basic_drugs_formulary_2027_ndc');
    expect(pricing).toContain('part_d_pricing_2027_plan');
    expect(plans.join('\n')).not.toContain('_2026');
  });

  it("reads the person's prices by an index-only scan of the pricing file (20 million rows at full size)", async () => {
    let prices = '';
    const explaining: Queryable = {
      query: async <T extends object>(sql: string, params?: readonly SqlParam[]) => {
        prices = await explainPlan(db, sql, params ?? []);
        return [] as T[];
      },
      exec: (sql) => db.exec(sql),
    };
    await readUnitCosts(
      explaining,
      2027,
      [{ contractID: 'H9991', planID: '001', segmentID: '000' }],
      ['84949000090'],
    );
    expect(prices).toMatch(/Index Only Scan using part_d_pricing_2027_plan/);
  });

  it('agrees with the landscape: the Part D deductible of each plan is the same in both files', async () => {
    const rows = await db.query<{ contract_id: string; n: number }>(
      `select l.contract_id, count(*)::int as n from ma_landscape l
         join part_d_plan_information p using (contract_id, plan_id, segment_id)
        where l.drug_deductible is distinct from p.deductible group by 1`,
    );
    expect(rows).toEqual([]);
  });
});

describe("estimateImportedPlan: one person's five drugs on three plans, each number from a file row", () => {
  // The NDCs of the sample NDC directory and Part D files; units a month as the dosage picker proposes.
  const drugs: ImportedDrug[] = [
    { ndc: '84949000090', monthlyUnits: 30, isInsulin: false, isBrand: false, fallbackUnitCost: 0 }, // atorvastatin 10 mg
    { ndc: '60560003090', monthlyUnits: 60, isInsulin: false, isBrand: false, fallbackUnitCost: 0 }, // metformin 500 mg
    { ndc: '83077154130', monthlyUnits: 60, isInsulin: false, isBrand: true, fallbackUnitCost: 0 }, // Eliquis 5 mg
    { ndc: '54587201001', monthlyUnits: 15, isInsulin: true, isBrand: true, fallbackUnitCost: 0 }, // Lantus SoloStar (mL)
    { ndc: '61663162030', monthlyUnits: 30, isInsulin: false, isBrand: true, fallbackUnitCost: 0 }, // Januvia 25 mg
  ];
  const estimate = async (id: string) => {
    const plan = (await readImportedPlans(db, '04013', 2027)).find((p) => p.id === id) as ImportedPlan;
    const ndcs = drugs.map((d) => d.ndc);
    const formulary = (await readFormularyEntries(db, 2027, [plan.formularyId as string], ndcs)).get(
      plan.formularyId as string,
    );
    const prices = (await readUnitCosts(db, 2027, [plan], ndcs)).get(plan.id);
    return estimateImportedPlan(params, plan, drugs, formulary, prices, {
      pharmacy: 'preferredRetail',
      daysSupply: 30,
      startMonth: 1,
    });
  };
  const monthly = (e: Awaited<ReturnType<typeof estimate>>) => e.months.map((m) => m.total);

  it('H9991-001 (MA-PD HMO): the $250 deductible on Eliquis in January, then tier shares, the $2,400 threshold in May', async () => {
    // Files of api/data/sample/part-d/2027 (… PPUF_2027Q1.txt), line numbers with the header as line 1:
    // plan information 2: FORMULARY_ID 00029991, DEDUCTIBLE 250.00.
    // basic drugs formulary 2, 8, 241, 316, 255: TIER_LEVEL_VALUE 1, 2, 4, 3, 4.
    // pricing 2, 14, 480, 630, 508: UNIT_COST 0.0800, 0.0600, 12.3700, 22.8100, 17.4600 (DAYS_SUPPLY 30).
    // beneficiary cost 2 (level 0, tier 1: copay $0), 4 (level 0, tier 2: $5), 14 (level 1, tier 2: $5),
    // 18 (level 1, tier 4: 40%, DED_APPLIES_YN Y); insulin beneficiary cost 2 (tier 3, 30 days: $35).
    // A month: atorvastatin 30 x 0.08 = $2.40 at $0; metformin 60 x 0.06 = $3.60 (the $5 copay is held to
    // the price); Eliquis 60 x 12.37 = $742.20: January $250 deductible + 40% of $492.20 = $446.88, then
    // 40% = $296.88; Lantus $35; Januvia 30 x 17.46 = $523.80 at 40% = $209.52 (the deductible is met).
    // January $695.00, February-April $545.00, May: $3.60 + $66.40 of Eliquis reach $2,400.
    const e = await estimate('H9991001000');
    expect(monthly(e)).toEqual([695, 545, 545, 545, 70, 0, 0, 0, 0, 0, 0, 0]);
    expect(e.perDrug).toEqual([0, 18, 1403.92, 140, 838.08]);
    expect(e.capReachedInMonth).toBe(5);
    expect(e.estimatedAnnualDrugCost).toBe(2400);
  });

  it('S9991-001 (PDP): the $615 deductible, a tier 3 copay for Eliquis, the threshold in July', async () => {
    // plan information 18: FORMULARY_ID 00029993, DEDUCTIBLE 615.00. basic drugs formulary 650, 654, 887,
    // 961, 901: tiers 1, 1, 3, 3, 4. pricing 3244, 3252, 3718, 3866, 3746: 0.0784, 0.0588, 12.1226, 22.3538,
    // 17.1108. beneficiary cost 152 (level 0, tier 1: $0), 166 (tier 3: $46.06, DED_APPLIES_YN Y), 168
    // (tier 4: 40%); insulin beneficiary cost 17: $35.
    // Eliquis 60 x 12.1226 = $727.36: January $615 + $46.06, then $46.06; Lantus $35; Januvia 30 x 17.1108
    // = $513.32 at 40% = $205.33. January $901.39, then $286.39 a month; July: $46.06 + $20.60 of Lantus.
    const e = await estimate('S9991001000');
    expect(monthly(e)).toEqual([901.39, 286.39, 286.39, 286.39, 286.39, 286.39, 66.66, 0, 0, 0, 0, 0]);
    expect(e.perDrug).toEqual([0, 0, 937.42, 230.6, 1231.98]);
    expect(e.capReachedInMonth).toBe(7);
  });

  it('H9992-002 (MA-PD PPO): a coinsurance held to its $150 maximum, the threshold in September', async () => {
    // plan information 22: FORMULARY_ID 00029992, DEDUCTIBLE 400.00. basic drugs formulary 328, 334, 562,
    // 636, 576: tiers 2, 1, 4, 3, 3. pricing 4546, 4558, 5014, 5162, 5042: 0.0776, 0.0582, 11.9989, 22.1257,
    // 16.9362. beneficiary cost 214 (level 0, tier 2: $4.85), 226 (tier 3: $45.59), 228 (tier 4: 35%,
    // COST_MIN_AMT_PREF 10.00, COST_MAX_AMT_PREF 150.00); insulin beneficiary cost 23: $35.
    // atorvastatin 30 x 0.0776 = $2.33 (the copay held to the price); Eliquis 60 x 11.9989 = $719.93:
    // January $400 + 35% of $319.93 = $111.98, then 35% = $251.98 held to $150; Januvia $45.59.
    // January $594.90, then $232.92 a month; September: $2.33 + $150 + $22.33 of Lantus.
    const e = await estimate('H9992002000');
    expect(monthly(e)).toEqual([
      594.9, 232.92, 232.92, 232.92, 232.92, 232.92, 232.92, 232.92, 174.66, 0, 0, 0,
    ]);
    expect(e.perDrug).toEqual([20.97, 0, 1711.98, 302.33, 364.72]);
    expect(e.capReachedInMonth).toBe(9);
  });

  it('prices a drug off the formulary at its full price, outside the threshold', async () => {
    const [off] = await db.query<{ ndc: string }>(
      `select k.ndc11 as ndc from ndc_packages k
        where not exists (select 1 from part_d_basic_drugs_formulary f where f.formulary_id = '00029991' and f.ndc = k.ndc11)
          and exists (select 1 from part_d_basic_drugs_formulary f where f.ndc = k.ndc11)
        order by 1 limit 1`,
    );
    const plan = (await readImportedPlans(db, '04013', 2027)).find(
      (p) => p.id === 'H9991001000',
    ) as ImportedPlan;
    const drug = { ndc: off!.ndc, monthlyUnits: 30, isInsulin: false, isBrand: false, fallbackUnitCost: 1.5 };
    const formulary = (await readFormularyEntries(db, 2027, ['00029991'], [drug.ndc])).get('00029991');
    const prices = (await readUnitCosts(db, 2027, [plan], [drug.ndc])).get(plan.id);
    const e = estimateImportedPlan(params, plan, [drug], formulary, prices, {
      pharmacy: 'preferredRetail',
      daysSupply: 30,
    });
    expect(e.notCoveredCost).toBe(540);
    expect(e.coveredOutOfPocket).toBe(0);
  });
});
