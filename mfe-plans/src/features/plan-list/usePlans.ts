/** A plan kind's list from the host's query cache, ranked (spec 5 SNP rule, derived values, lowest total first). */
import { useEffect, useMemo } from 'react';
import { disclaimerCounts } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { usePlansQuery } from 'web-kit/queries/plans';
import { type MedicarePlanKind, PLAN_KIND } from './plan-kinds';
import { type RankedPlan, rankPlans } from './ranking';

export const usePlans = (kind: MedicarePlanKind) => {
  const { events } = useHost();
  const { flag } = PLAN_KIND[kind];
  const query = usePlansQuery(PLAN_KIND[kind]);
  const { data, dataUpdatedAt } = query;
  // Keyed on the data itself: the cards are memoized, so a re-render must keep the same plan objects.
  const ranked: RankedPlan[] = useMemo(
    () => (data ? rankPlans(kind, data.plans, data.extra) : []),
    [data, kind],
  );

  // Tell the host once per answer, so it clears the flag, shows the disclaimer counts and keeps the
  // ranking id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one announcement per answer (its time), not per render.
  useEffect(() => {
    if (!data) return;
    events.emit('plans:fetched', {
      planType: flag,
      planRankingsUuid: data.planRankingsUuid,
      ...disclaimerCounts(ranked.map((r) => r.plan)),
    });
  }, [dataUpdatedAt, events, flag]);

  return { query, ranked };
};
