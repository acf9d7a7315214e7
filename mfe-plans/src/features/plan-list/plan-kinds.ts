/** The plan lists this remote shows, the api plan types each asks for, and the fetch flag each honours. */
import type { MedicarePlan, PlanTypeName } from 'shared-contracts/api';
import type { PlanFetchFlags } from 'shared-contracts/react';

export type MedicarePlanKind = 'medicareAdvantage' | 'hmo' | 'ppo' | 'pdp';

export const PLAN_KIND: Record<
  MedicarePlanKind,
  { planTypes: readonly PlanTypeName[]; flag: keyof PlanFetchFlags; compareType: 'hmo' | 'pdp' }
> = {
  medicareAdvantage: { planTypes: ['MAPD', 'MA'], flag: 'medicareAdvantage', compareType: 'hmo' },
  hmo: { planTypes: ['MAPD', 'MA'], flag: 'hmo', compareType: 'hmo' },
  ppo: { planTypes: ['MAPD', 'MA'], flag: 'ppo', compareType: 'hmo' },
  pdp: { planTypes: ['PDP'], flag: 'pdp', compareType: 'pdp' },
};

export type NetworkType = 'HMO' | 'PPO';
export const networkTypeOf = (plan: Pick<MedicarePlan, 'planSubType'>): NetworkType | null =>
  /PPO/i.test(plan.planSubType) ? 'PPO' : /HMO/i.test(plan.planSubType) ? 'HMO' : null;

/** Which plans of a fetch belong to a list. */
export const belongsTo = (kind: MedicarePlanKind, plan: Pick<MedicarePlan, 'planType' | 'planSubType'>) => {
  if (kind === 'pdp') return plan.planType === 1;
  if (plan.planType === 1) return false;
  if (kind === 'hmo') return networkTypeOf(plan) === 'HMO';
  if (kind === 'ppo') return networkTypeOf(plan) === 'PPO';
  return true;
};

/** The list page a plan's details live under. */
export const detailPathOf = (plan: Pick<MedicarePlan, 'id' | 'planType' | 'planSubType'>): string => {
  const segment = plan.planType === 1 ? 'pdp' : networkTypeOf(plan) === 'PPO' ? 'ppo' : 'hmo';
  return `/plans/${segment}/${encodeURIComponent(plan.id)}/`;
};

export const enrollPathOf = (carrierName: string, id: string, query = ''): string =>
  `/enroll/${carrierSlug(carrierName)}/${encodeURIComponent(id)}/${query}`;

/** Carrier names as a route slug (letters, digits and dashes). */
export const carrierSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'carrier';
