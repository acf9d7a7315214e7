/** Derived values, SNP exclusion, filters and sorting of a Medicare plan list (pure, tested without React). */
import type { ExtraPlanData, MedicarePlan } from 'shared-contracts/api';
import {
  type DerivedPlanValues,
  derivePlanValues,
  findExtraPlanData,
  withoutSnpPlans,
} from 'shared-contracts/domain';
import { belongsTo, type MedicarePlanKind, type NetworkType, networkTypeOf } from './plan-kinds';

export interface RankedPlan {
  plan: MedicarePlan;
  derived: DerivedPlanValues;
  network: NetworkType | null;
}

/** SNPs dropped (spec 5), the list's own plans kept, derived values computed once. */
export const rankPlans = (
  kind: MedicarePlanKind,
  plans: readonly MedicarePlan[],
  extra: readonly ExtraPlanData[],
): RankedPlan[] =>
  withoutSnpPlans(plans, extra)
    .filter((p) => belongsTo(kind, p))
    .map((plan) => ({
      plan,
      derived: derivePlanValues(plan, findExtraPlanData(plan, extra)),
      network: networkTypeOf(plan),
    }));

export const SORT_KEYS = ['total', 'premium', 'drugCost', 'moop', 'stars'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'total';

const sortValue: Record<SortKey, (p: RankedPlan) => number> = {
  // Lowest estimated total yearly cost: drug cost plus premium (spec 3's estimated annual minimum).
  total: (p) => p.derived.estimatedAnnualMinimum,
  premium: (p) => p.plan.monthlyPremium,
  drugCost: (p) => p.plan.estimatedAnnualDrugCost,
  // Plans without a limit sort last.
  moop: (p) => p.plan.maximumOutOfPocketCost ?? Number.POSITIVE_INFINITY,
  // Highest rating first; unrated last.
  stars: (p) => -(p.plan.starRating ?? 0),
};

/** Pinned plans first in the order they were pinned, then the rest by the sort key, then by name. */
export const sortPlans = (
  plans: readonly RankedPlan[],
  key: SortKey,
  pinned: readonly string[] = [],
): RankedPlan[] => {
  const pinIndex = new Map(pinned.map((id, i) => [id, i]));
  const value = sortValue[key];
  return [...plans].sort((a, b) => {
    const pa = pinIndex.get(a.plan.id);
    const pb = pinIndex.get(b.plan.id);
    if (pa !== undefined || pb !== undefined)
      return (pa ?? Number.POSITIVE_INFINITY) - (pb ?? Number.POSITIVE_INFINITY);
    return value(a) - value(b) || a.plan.planName.localeCompare(b.plan.planName);
  });
};

/** The derived copays a card and the compare table show, in reading order. */
export const COPAY_KEYS = [
  'pcpCoPay',
  'specialistCoPay',
  'emergencyCare',
  'urgentCare',
  'ambulanceService',
  'hospitalCare',
] as const;

export const EXTRA_BENEFITS = [
  'hearing',
  'vision',
  'dental',
  'overTheCounter',
  'transportation',
  'fitness',
  'telemedicine',
] as const;
export type ExtraBenefit = (typeof EXTRA_BENEFITS)[number];

export interface PlanFilters {
  networks: readonly NetworkType[];
  carriers: readonly string[];
  minStars: number | null;
  benefits: readonly ExtraBenefit[];
}
export const NO_FILTERS: PlanFilters = { networks: [], carriers: [], minStars: null, benefits: [] };

/** An empty filter group lets everything through; within a group a plan must match all benefits asked for. */
export const filterPlans = (plans: readonly RankedPlan[], f: PlanFilters): RankedPlan[] =>
  plans.filter(
    (p) =>
      (f.networks.length === 0 || (p.network !== null && f.networks.includes(p.network))) &&
      (f.carriers.length === 0 || f.carriers.includes(p.plan.carrierName)) &&
      (f.minStars === null || (p.plan.starRating ?? 0) >= f.minStars) &&
      f.benefits.every((b) => p.derived[b] !== null),
  );

export const carriersOf = (plans: readonly RankedPlan[]): string[] =>
  [...new Set(plans.map((p) => p.plan.carrierName))].sort((a, b) => a.localeCompare(b));
