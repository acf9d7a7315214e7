/** The paths of this remote's pages that its features link to (the route table has their patterns). */
import type { MedicarePlan, MedigapPlan } from 'shared-contracts/api/plans';
import { networkTypeOf } from 'shared-contracts/domain';

/** The list page a plan's details live under. */
export const detailPathOf = (plan: Pick<MedicarePlan, 'id' | 'planType' | 'planSubType'>): string => {
  const segment = plan.planType === 1 ? 'pdp' : networkTypeOf(plan) === 'PPO' ? 'ppo' : 'hmo';
  return `/plans/${segment}/${encodeURIComponent(plan.id)}/`;
};

export const medigapDetailPath = (plan: Pick<MedigapPlan, 'source' | 'id'>) =>
  `/plans/medigap/${plan.source}/${encodeURIComponent(plan.id)}/`;

/** Carrier names as a route slug (letters, digits and dashes). */
const carrierSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'carrier';

export const enrollPathOf = (carrierName: string, id: string, query = ''): string =>
  `/enroll/${carrierSlug(carrierName)}/${encodeURIComponent(id)}/${query}`;

/** /plans/compare/?type=hmo&ids=a,b,c */
export const comparePath = (type: 'hmo' | 'pdp' | 'medSupp', ids: readonly string[]) =>
  `/plans/compare/?${new URLSearchParams({ type, ids: ids.join(',') }).toString()}`;
