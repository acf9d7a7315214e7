import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrugUse, type EstimateOptions, estimateDrugCosts } from '../../domain/part-d-cost';
import { PART_D_PARAMETERS } from '../../domain/part-d-parameters';
import { importSampleDataOnFirstStart } from '../../import/sample-data';
import { openMigratedTestDb } from '../../test/harness';
import { planDrugCostEstimate } from './estimate-cache';
import { countyPlansInYear, type ServedPlan } from './served-plans';

let plan: ServedPlan;
let other: ServedPlan;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openMigratedTestDb();
  drop = opened.drop;
  await importSampleDataOnFirstStart(opened.db);
  // Maricopa's 2027 sample plans with drug coverage and a deductible, two with different cost sharing.
  const withDrugs = (await countyPlansInYear(opened.db, '04013', 2027)).filter(
    (p) => p.hasDrugCoverage && p.drugDeductible,
  );
  plan = withDrugs[0]!;
  other = withDrugs.find(
    (p) => JSON.stringify(p.drugBenefit?.costs) !== JSON.stringify(plan.drugBenefit?.costs),
  )!;
}, 300_000);
afterAll(() => drop());
const y2027 = PART_D_PARAMETERS[2027]!;
const y2026 = PART_D_PARAMETERS[2026]!;

const statin: DrugUse = { monthlyUnits: 30, unitCost: 0.4, isInsulin: false, isBrand: false, tier: 1 };
const brand: DrugUse = { monthlyUnits: 60, unitCost: 9.8, isInsulin: false, isBrand: true, tier: 3 };
const insulin: DrugUse = { monthlyUnits: 15, unitCost: 32, isInsulin: true, isBrand: true, tier: 3 };
const retail: Required<EstimateOptions> = {
  pharmacy: 'preferredRetail',
  daysSupply: 30,
  startMonth: 1,
  pharmacyInNetwork: true,
  extraHelp: null,
};
const mail = { pharmacy: 'mailPreferred', daysSupply: 90 } as const;

const direct = (p: ServedPlan, params: typeof y2027, uses: DrugUse[], options = retail) =>
  estimateDrugCosts(params, p.drugBenefit!, uses, options);

describe('planDrugCostEstimate', () => {
  it('computes an estimate once and gives the same one for the same inputs', () => {
    const first = planDrugCostEstimate(plan, y2027, [statin, brand], retail);
    expect(first).toEqual(direct(plan, y2027, [statin, brand]));
    // Equal inputs in new objects (another request, another session with the same drugs) hit the cache.
    expect(planDrugCostEstimate(plan, y2027, [{ ...statin }, { ...brand }], { ...retail })).toBe(first);
  });

  // Each case changes one input of the cost engine: the answer must be that input's own estimate.
  it.each<[string, () => [ServedPlan, typeof y2027, DrugUse[], Required<EstimateOptions>]]>([
    ['a drug added', () => [plan, y2027, [statin, brand, insulin], retail]],
    ['a drug removed', () => [plan, y2027, [statin], retail]],
    ['the drugs in another order', () => [plan, y2027, [brand, statin], retail]],
    ['another quantity', () => [plan, y2027, [statin, { ...brand, monthlyUnits: 30 }], retail]],
    ['another price', () => [plan, y2027, [statin, { ...brand, unitCost: 12.5 }], retail]],
    ['insulin', () => [plan, y2027, [statin, { ...brand, isInsulin: true }], retail]],
    ['Extra Help', () => [plan, y2027, [statin, brand], { ...retail, extraHelp: y2027.extraHelp }]],
    ['another tier', () => [plan, y2027, [statin, { ...brand, tier: 4 }], retail]],
    ['not on the formulary', () => [plan, y2027, [statin, { ...brand, tier: null }], retail]],
    ['another plan year', () => [plan, y2026, [statin, brand], retail]],
    ['mail order', () => [plan, y2027, [statin, brand], { ...retail, ...mail }]],
    ['a later first month', () => [plan, y2027, [statin, brand], { ...retail, startMonth: 7 }]],
    ['no pharmacy in network', () => [plan, y2027, [statin, brand], { ...retail, pharmacyInNetwork: false }]],
    ['another plan', () => [other, y2027, [statin, brand], retail]],
    // Same plan id and year, another benefit (another county's plan, or the same after a new import).
    [
      'a reloaded plan',
      () => [
        { ...plan, drugBenefit: { ...plan.drugBenefit!, deductible: 0 } },
        y2027,
        [statin, brand],
        retail,
      ],
    ],
  ])('gives a fresh estimate for %s', (_, inputs) => {
    const [p, params, uses, options] = inputs();
    const base = planDrugCostEstimate(plan, y2027, [statin, brand], retail);
    const changed = planDrugCostEstimate(p, params, uses, options);
    expect(changed).toEqual(direct(p, params, uses, options));
    expect(changed).not.toBe(base);
  });

  it('hands out estimates nobody can change', () => {
    const e = planDrugCostEstimate(plan, y2027, [statin, insulin], retail);
    expect(() => {
      (e.months[0] as { total: number }).total = 1;
    }).toThrow(TypeError);
    expect(() => e.perDrug.push(1)).toThrow(TypeError);
    expect(planDrugCostEstimate(plan, y2027, [statin, insulin], retail)).toEqual(
      direct(plan, y2027, [statin, insulin]),
    );
  });
});
