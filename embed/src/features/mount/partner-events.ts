import { matchPath } from 'react-router-dom';
import { routesOf } from 'shared-contracts';
import type { PartnerEventName } from '../../contract';

export interface PartnerEvent {
  name: PartnerEventName;
  detail: Record<string, unknown>;
}

const PLAN_DETAILS: Record<string, string> = {
  'plans-hmo-detail': 'hmo',
  'plans-ppo-detail': 'ppo',
  'plans-pdp': 'pdp',
  'plans-medigap-detail': 'medigap',
};

/**
 * The partner event a move of the in-memory router means, read from the route table (the remote's
 * pages need not know they are embedded): a plan's details, the comparison, the enrollment hand-off.
 */
export const partnerEventFor = (pathname: string, search: string): PartnerEvent | null => {
  for (const route of routesOf('mfe_plans')) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const { id, carrierName } = match.params;
    const planType = PLAN_DETAILS[route.id];
    if (planType && id) return { name: 'plan-viewed', detail: { planId: id, planType } };
    if (route.id === 'plans-compare') {
      const query = new URLSearchParams(search);
      const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
      return { name: 'compare', detail: { planType: query.get('type'), planIds: ids } };
    }
    if (route.id === 'enroll' && id) return { name: 'enroll-clicked', detail: { planId: id, carrierName } };
    return null;
  }
  return null;
};

/**
 * The partner events of one finder's router moves, in order: `partnerEventFor`, except that `compare` is
 * sent once per distinct set of compared plans (a query change on the comparison, or coming back to the
 * same plans, is not a new comparison).
 */
export const createPartnerEventStream = () => {
  const compared = new Set<string>();
  return (pathname: string, search: string): PartnerEvent | null => {
    const event = partnerEventFor(pathname, search);
    if (event?.name !== 'compare') return event;
    const { planType, planIds } = event.detail as { planType: string | null; planIds: string[] };
    const key = `${planType ?? ''}:${[...new Set(planIds)].sort().join(',')}`;
    if (compared.has(key)) return null;
    compared.add(key);
    return event;
  };
};

/** Where the finder starts for the element's `plan-type`. */
export const startPathFor = (planType: string | null): string => {
  if (planType === 'medicare-advantage') return '/plans/all/';
  if (planType === 'part-d') return '/plans/pdp/';
  if (planType === 'medigap') return '/plans/medigap/';
  return '/';
};
