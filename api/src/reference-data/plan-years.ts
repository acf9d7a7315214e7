/**
 * SAMPLE DATA: a plan in later plan years. The generated plans are the plans of BASE_PLAN_YEAR; every
 * following year renews each plan with deterministic changes, as carriers do each fall: premium,
 * deductibles, maximum out-of-pocket, medical copays, extra benefits and drug tier cost sharing. The
 * plan keeps its id, name, networks and formulary. The plans service and the annual notice of changes
 * both read plans through planInYear, so they always show the same numbers.
 */
import { partDParametersFor } from '../domain/part-d-parameters';
import {
  EXTRA_FIELDS,
  type GeneratedPlan,
  MEDICAL_FIELDS,
  planField,
  tierCostShares,
  tiersForDisplay,
} from './medicare-plans';
import { createRng, DEFAULT_SEED, money, type Rng } from './prng';

export const BASE_PLAN_YEAR = 2026;

const MOOP_CHOICES = [2900, 3400, 3900, 4500, 4900, 5500, 6700, 7550, 8300, 9250];
const DEDUCTIBLE_TIER_SETS = [
  [3, 4, 5],
  [2, 3, 4, 5],
  [4, 5],
];

const renewPremium = (rng: Rng, premium: number): number => {
  if (premium === 0) return rng.chance(0.85) ? 0 : money(rng.int(5, 40) + rng.pick([0, 0.5, 0.9]));
  const roll = rng.next();
  if (roll < 0.3) return premium;
  if (roll < 0.85) return money(premium + rng.pick([1, 2.5, 4, 6, 8.5, 12]));
  return money(Math.max(0, premium - rng.pick([2, 3.5, 5])));
};

const renewDrugDeductible = (rng: Rng, plan: GeneratedPlan, year: number) => {
  if (!plan.hasDrugCoverage || plan.drugDeductible === null) return { deductible: null, tiers: [] };
  // A plan's drug deductible never exceeds the year's standard deductible.
  const cap = partDParametersFor(year)?.standardDeductible.amount ?? Number.POSITIVE_INFINITY;
  const deductible = rng.chance(0.6)
    ? Math.min(plan.drugDeductible, cap)
    : Math.min(rng.pick(plan.planType === 1 ? [0, 250, 400, 615, cap] : [0, 100, 200, 250, 350, 450]), cap);
  if (deductible === 0) return { deductible, tiers: [] };
  const tiers =
    plan.drugDeductibleTiers.length > 0
      ? plan.drugDeductibleTiers
      : plan.planType === 1
        ? [3, 4, 5]
        : rng.pick(DEDUCTIBLE_TIER_SETS);
  return { deductible, tiers };
};

const renewFields = (rng: Rng, plan: GeneratedPlan) => {
  if (plan.planType === 1) return plan.planDataFields;
  const byName = new Map(plan.planDataFields.map((f) => [f.name, f]));
  const medical = MEDICAL_FIELDS.map((g) => {
    const field = byName.get(g.name);
    return field && rng.chance(0.7) ? field : planField(g, rng);
  });
  const extras = EXTRA_FIELDS.flatMap((g) => {
    const field = byName.get(g.name);
    if (!field) return rng.chance(0.08) ? [planField(g, rng)] : [];
    if (rng.chance(0.05)) return [];
    return [rng.chance(0.8) ? field : planField(g, rng)];
  });
  return [...medical, ...extras];
};

const renewTiers = (rng: Rng, plan: GeneratedPlan) => {
  if (!plan.hasDrugCoverage) return plan.tierCostShares;
  const candidate = tierCostShares(rng, plan.planType === 1);
  return Object.fromEntries(
    Object.entries(plan.tierCostShares).map(([tier, share]) => [
      tier,
      rng.chance(0.35) ? (candidate[Number(tier)] ?? share) : share,
    ]),
  );
};

/** The plan as renewed for `year` (the year after the plan's own). */
const renew = (plan: GeneratedPlan, year: number, seed: number): GeneratedPlan => {
  const rng = createRng(seed, 'renewal', plan.fips, plan.id, year);
  const drug = renewDrugDeductible(rng, plan, year);
  const tiers = renewTiers(rng, plan);
  return {
    ...plan,
    monthlyPremium: renewPremium(rng, plan.monthlyPremium),
    healthDeductible:
      plan.planType === 1 || rng.chance(0.75)
        ? plan.healthDeductible
        : rng.pick([0, 250, 300, 395, 500, 600]),
    drugDeductible: drug.deductible,
    drugDeductibleTiers: drug.tiers,
    maximumOutOfPocketCost:
      plan.maximumOutOfPocketCost === null || rng.chance(0.5)
        ? plan.maximumOutOfPocketCost
        : rng.pick(MOOP_CHOICES),
    planDataFields: renewFields(rng, plan),
    tierCostShares: tiers,
    planTiers: plan.hasDrugCoverage ? tiersForDisplay(tiers) : plan.planTiers,
  };
};

/** The plan's benefits in `year`: the generated plan in BASE_PLAN_YEAR (and before), renewed each year after. */
export const planInYear = (plan: GeneratedPlan, year: number, seed = DEFAULT_SEED): GeneratedPlan => {
  let renewed = plan;
  for (let y = BASE_PLAN_YEAR + 1; y <= year; y++) renewed = renew(renewed, y, seed);
  return renewed;
};
