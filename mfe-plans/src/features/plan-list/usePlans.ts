/** GET plans for the person's county: needs the session token, honours the plan fetch flags. */

import { useEffect, useMemo, useRef } from 'react';
import type { ExtraPlanData, MedicarePlan, PartDYear } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { useResource } from '../common/useResource';
import { type MedicarePlanKind, PLAN_KIND } from './plan-kinds';
import { disclaimerCounts, type RankedPlan, rankPlans } from './ranking';

export interface PlansResult {
  plans: MedicarePlan[];
  extra: ExtraPlanData[];
  partD: PartDYear;
}

/** Spec 8: a missing cntr or a status of 300 and above is an error; the list is emptied. */
export class PlanFetchError extends Error {
  override readonly name = 'PlanFetchError';
}

const plansCache = new Map<string, Promise<PlansResult>>();
/** A change of drugs (or anything that changes costs) makes every cached list stale. */
export const forgetPlans = () => plansCache.clear();

export const usePlans = (kind: MedicarePlanKind) => {
  const host = useHost();
  const { session, location, planYear, api, events } = host;
  const { planTypes, flag } = PLAN_KIND[kind];
  const key =
    session && location
      ? [session.accessToken, location.zipCode, location.fips, planYear, planTypes.join(',')].join('|')
      : null;

  // A raised flag means the shell knows the cached list is stale: fetch again once.
  const stale = host.planFetchFlags[flag];
  const handledFlag = useRef<string | null>(null);
  if (key !== null && stale && handledFlag.current !== key) {
    handledFlag.current = key;
    plansCache.delete(key);
  }
  if (!stale) handledFlag.current = null;

  const resource = useResource(
    key,
    async (signal) => {
      const query = {
        zip: location!.zipCode,
        fips: location!.fips,
        year: planYear,
        isMailOrder: false,
        showDrugCoverage: true,
        showDrugPricing: true,
        // The spec's indexed keys: planTypes[0]=MAPD&planTypes[1]=MA.
        ...Object.fromEntries(planTypes.map((t, i) => [`planTypes[${i}]`, t])),
      };
      // A missing cntr already fails the response schema (cntr is required there), so it is an error too.
      const body = await api.call(endpoints.plans.list, { query }, { signal });
      if (body.cntr.statusCode >= 300) throw new PlanFetchError(`Plans status ${body.cntr.statusCode}`);
      return { plans: body.cntr.medicarePlans, extra: body.cntr.extraPlanData, partD: body.cntr.partD };
    },
    plansCache,
  );

  // Keyed on the data itself: the cards are memoized, so a re-render must keep the same plan objects.
  const data = resource.status === 'success' ? resource.data : null;
  const ranked: RankedPlan[] = useMemo(
    () => (data ? rankPlans(kind, data.plans, data.extra) : []),
    [data, kind],
  );

  // Tell the shell once per fetched list, so it clears the flag and shows the disclaimer counts.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!data || announced.current === data) return;
    announced.current = data;
    events.emit('plans:fetched', { planType: flag, ...disclaimerCounts(ranked.map((r) => r.plan)) });
  }, [data, ranked, events, flag]);

  return { resource, ranked };
};
