/** A plan kind's list from the host's query cache, ranked (spec 5 SNP rule, derived values, lowest total first). */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { disclaimerCounts } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { usePlansQuery } from 'web-kit/queries/plans';
import { type MedicarePlanKind, PLAN_KIND } from './plan-kinds';
import { type RankedPlan, rankPlans } from './ranking';

/**
 * `query`: the plans query as it is now (its error, its refetch); `data` and `ranked`: its answer, as a
 * deferred value. An answer reaches the query through useSyncExternalStore, which renders synchronously:
 * the page around the list, its filters and its first cards in one task (93-224 ms at a phone's speed,
 * bench/main-thread on /plans/all/). Deferred, React renders them in slices it can yield between, and
 * runs the commit's effects in a task of their own; the list shows a moment later, all at once.
 */
export const usePlans = (kind: MedicarePlanKind) => {
  const { events } = useHost();
  const { flag } = PLAN_KIND[kind];
  const query = usePlansQuery(PLAN_KIND[kind]);
  const { data: dataNow, dataUpdatedAt } = query;
  // One value per answer (a refetch's equal data keeps its object but is a new answer).
  const answerNow = useMemo(
    () => (dataNow ? { data: dataNow, at: dataUpdatedAt } : undefined),
    [dataNow, dataUpdatedAt],
  );
  const answer = useDeferredValue(answerNow);
  const data = answer?.data;
  // Keyed on the data itself: the cards are memoized, so a re-render must keep the same plan objects.
  const ranked: RankedPlan[] = useMemo(
    () => (data ? rankPlans(kind, data.plans, data.extra) : []),
    [data, kind],
  );

  // Tell the host once per answer shown, so it clears the flag, shows the disclaimer counts and keeps
  // the ranking id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one announcement per answer (its time), not per render.
  useEffect(() => {
    if (!data) return;
    events.emit('plans:fetched', {
      planType: flag,
      planRankingsUuid: data.planRankingsUuid,
      // The area's plans as served, not this list's: the disclaimer says what is offered in the area.
      ...(data.areaCounts ?? disclaimerCounts(ranked.map((r) => r.plan))),
    });
  }, [answer?.at, events, flag]);

  return { query, data, ranked };
};
