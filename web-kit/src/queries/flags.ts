/**
 * The spec's plan fetch flags (spec 4) stay host state; here they meet the query cache. A raised flag
 * means the host knows the cost-bearing lists are stale, so the matching query is invalidated: it
 * refetches at once if a page shows it, or on the next page that does. The host clears the flag when a
 * page tells it the list was fetched (`plans:fetched`).
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type PlanFetchFlags, useHost } from 'shared-contracts/react';

export const useInvalidateOnFlag = (flag: keyof PlanFetchFlags, queryKey: QueryKey, enabled: boolean) => {
  const { planFetchFlags, queryClient } = useHost();
  const raised = planFetchFlags[flag];
  const hash = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key.
  useEffect(() => {
    // An answer already on its way is the fresh one: it is joined, not cancelled and asked again.
    if (raised && enabled)
      void queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
  }, [raised, enabled, hash, queryClient]);
};

/** Cost-bearing lists are fresh until a flag or a change of the person's drugs says otherwise. */
export const UNTIL_INVALIDATED = Number.POSITIVE_INFINITY;
