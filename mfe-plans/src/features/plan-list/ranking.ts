/** Derived values, SNP exclusion, filters and sorting of a Medicare plan list (pure, tested without React). */
import { PLAN_SORT_KEYS } from 'shared-contracts';
import type { ExtraPlanData, MedicarePlan } from 'shared-contracts/api/plans';
import {
  compareText,
  type DerivedPlanValues,
  derivePlanValues,
  findExtraPlanData,
  type NetworkType,
  networkTypeOf,
  withoutSnpPlans,
} from 'shared-contracts/domain';
import type { PlanSortKey } from 'shared-contracts/react';
import { belongsTo, type MedicarePlanKind } from './plan-kinds';

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

export const SORT_KEYS = PLAN_SORT_KEYS;
export type SortKey = PlanSortKey;

/**
 * What the person marked important in their benefit preferences (spec 3), as a plan can meet it: an
 * extra benefit (a named fitness program must be that program), all their doctors in network, or drug
 * coverage that covers all their drugs. 'Very important' weighs twice 'Somewhat important'.
 */
export type PriorityKey = ExtraBenefit | 'doctors' | 'drugCoverage';
export interface Priority {
  key: PriorityKey;
  weight: number;
  /** A fitness program the person named ('Silver Sneakers'); any program meets 'Any program'. */
  program?: string | undefined;
}

const meets = ({ plan, derived }: RankedPlan, { key, program }: Priority): boolean => {
  if (key === 'doctors') return plan.providers.length > 0 && plan.providers.every((d) => d.inNetwork);
  if (key === 'drugCoverage') return plan.hasDrugCoverage && plan.drugs.every((d) => d.covered);
  const offered = derived[key];
  if (offered === null) return false;
  return program === undefined || offered.toLowerCase().includes(program.toLowerCase());
};

/** The weight of the person's priorities a plan meets: the higher, the better the match. */
export const matchScore = (plan: RankedPlan, priorities: readonly Priority[]): number =>
  priorities.reduce((sum, p) => sum + (meets(plan, p) ? p.weight : 0), 0);

/**
 * "Best match for you" is offered, and is the default, only once the person has said what matters to
 * them; otherwise the lowest estimated total yearly cost comes first.
 */
export const defaultSortFor = (priorities: readonly Priority[]): SortKey =>
  priorities.length > 0 ? 'bestMatch' : 'total';
export const sortKeysFor = (priorities: readonly Priority[]): readonly SortKey[] =>
  priorities.length > 0 ? SORT_KEYS : SORT_KEYS.filter((k) => k !== 'bestMatch');

const sortValue: Record<Exclude<SortKey, 'bestMatch'>, (p: RankedPlan) => number> = {
  // Lowest estimated total yearly cost: drug cost plus premium (spec 3's estimated annual minimum).
  total: (p) => p.derived.estimatedAnnualMinimum,
  premium: (p) => p.plan.monthlyPremium,
  // Plans without drug coverage last: their figure is the drugs at full price, not a plan's drug cost.
  drugCost: (p) => (p.plan.hasDrugCoverage ? p.plan.estimatedAnnualDrugCost : Number.POSITIVE_INFINITY),
  // Plans without a limit sort last.
  moop: (p) => p.plan.maximumOutOfPocketCost ?? Number.POSITIVE_INFINITY,
  // Highest rating first; unrated last.
  stars: (p) => -(p.plan.starRating ?? 0),
};

/**
 * Pinned plans first in the order they were pinned, then the rest by the sort key, then by name. Best
 * match puts the plans that meet more of the person's priorities first, equal matches by total cost.
 */
export const sortPlans = (
  plans: readonly RankedPlan[],
  key: SortKey,
  pinned: readonly string[] = [],
  priorities: readonly Priority[] = [],
): RankedPlan[] => {
  const pinIndex = new Map(pinned.map((id, i) => [id, i]));
  const scores =
    key === 'bestMatch' ? new Map(plans.map((p) => [p.plan.id, matchScore(p, priorities)])) : null;
  const value = sortValue[key === 'bestMatch' ? 'total' : key];
  return [...plans].sort((a, b) => {
    const pa = pinIndex.get(a.plan.id);
    const pb = pinIndex.get(b.plan.id);
    if (pa !== undefined || pb !== undefined)
      return (pa ?? Number.POSITIVE_INFINITY) - (pb ?? Number.POSITIVE_INFINITY);
    const byMatch = scores ? (scores.get(b.plan.id) ?? 0) - (scores.get(a.plan.id) ?? 0) : 0;
    return byMatch || value(a) - value(b) || compareText(a.plan.planName, b.plan.planName);
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
  [...new Set(plans.map((p) => p.plan.carrierName))].sort(compareText);
