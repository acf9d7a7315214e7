/**
 * Drug-cost estimates, computed once per plan and everything else the estimate is computed from, and
 * reused by every plan search and plan detail that asks for the same one.
 *
 * The key is the whole input of the cost engine: the plan (its benefit), the Part D year's parameters,
 * every drug as priced (units a month, unit cost, insulin, brand, the plan's tier for it), the pharmacy
 * type and days supply, the first month of coverage, the pharmacy network and Extra Help. So a drug added or removed, a dose or quantity
 * changed, another year, county, plan or mail order is another entry, never a stale one; and an entry
 * holds nothing of a session but the numbers computed from those inputs.
 */
import { LRUCache } from 'lru-cache';
import {
  type DrugCostEstimate,
  type DrugUse,
  type EstimateOptions,
  estimateDrugCosts,
  type PlanDrugBenefit,
} from '../../domain/part-d-cost';
import type { PartDParameters } from '../../domain/part-d-parameters';
import { identityOf } from './identity';
import type { ServedPlan } from './served-plans';

/** About 1.5 KB each: 160 county searches of 62 plans in at most ~15 MB. */
export const MAX_ESTIMATES = 10_000;

const estimates = new LRUCache<string, DrugCostEstimate>({ max: MAX_ESTIMATES });

const keyOf = (
  plan: ServedPlan,
  params: PartDParameters,
  uses: readonly DrugUse[],
  options: Required<EstimateOptions>,
) =>
  [
    identityOf(plan),
    identityOf(params),
    options.pharmacy,
    options.daysSupply,
    options.startMonth,
    options.pharmacyInNetwork,
    options.extraHelp ? identityOf(options.extraHelp) : 'no-lis',
    ...uses.map((u) => `${u.monthlyUnits}:${u.unitCost}:${u.isInsulin}:${u.isBrand}:${u.tier}`),
  ].join('|');

/** A plan without drug coverage: every drug at its full price (its uses have no tier). */
const NO_DRUG_BENEFIT: PlanDrugBenefit = { deductible: 0, costs: [], insulin: [] };

/** Shared between requests, so frozen: a caller that changed one would change another's answer. */
const frozen = (e: DrugCostEstimate): DrugCostEstimate =>
  Object.freeze({
    ...e,
    months: Object.freeze(e.months.map((m) => Object.freeze(m))) as DrugCostEstimate['months'],
    perDrug: Object.freeze(e.perDrug) as number[],
  });

/** estimateDrugCosts for this plan's drug benefit, from memory when the same inputs were seen. */
export const planDrugCostEstimate = (
  plan: ServedPlan,
  params: PartDParameters,
  uses: readonly DrugUse[],
  options: Required<EstimateOptions>,
): DrugCostEstimate => {
  const key = keyOf(plan, params, uses, options);
  const hit = estimates.get(key);
  if (hit) return hit;
  const estimate = frozen(estimateDrugCosts(params, plan.drugBenefit ?? NO_DRUG_BENEFIT, uses, options));
  estimates.set(key, estimate);
  return estimate;
};
