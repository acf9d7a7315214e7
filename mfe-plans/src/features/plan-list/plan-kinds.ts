/** The plan lists this remote shows, the api plan types each asks for, and the fetch flag each honours. */
import type { MedicarePlan, PlanTypeName } from 'shared-contracts/api/plans';
import { networkTypeOf } from 'shared-contracts/domain';
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

/** Which plans of a fetch belong to a list. */
export const belongsTo = (kind: MedicarePlanKind, plan: Pick<MedicarePlan, 'planType' | 'planSubType'>) => {
  if (kind === 'pdp') return plan.planType === 1;
  if (plan.planType === 1) return false;
  if (kind === 'hmo') return networkTypeOf(plan) === 'HMO';
  if (kind === 'ppo') return networkTypeOf(plan) === 'PPO';
  return true;
};
