/**
 * Medigap quotes from the products service: GET medsupp/plans (the quotes for a person's answers) and
 * GET medsupp/plans/{id} (one quote). The quote list honours the medSupp plan fetch flag.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { planSourceForId } from 'shared-contracts';
import type { MedsuppQuery } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { UNTIL_INVALIDATED, useInvalidateOnFlag } from './flags';

export const medsuppKeys = {
  all: ['medsupp'] as const,
  quotes: (query: MedsuppQuery | null) => ['medsupp', 'quotes', query] as const,
  plan: (id: string, source: MedigapSource, query: MedsuppQuery | null) =>
    ['medsupp', 'plan', id, source, query] as const,
};

/** The quotes for complete answers (null: not answered yet, nothing is fetched). */
export const useMedsuppQuotesQuery = (query: MedsuppQuery | null) => {
  const { session, api } = useHost();
  const enabled = query !== null && !!session?.accessToken;
  const queryKey = medsuppKeys.quotes(query);
  useInvalidateOnFlag('medSupp', queryKey, enabled);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await api.call(endpoints.medsupp.plans, { query: query! }, { signal })).plans,
    enabled,
    staleTime: UNTIL_INVALIDATED,
  });
};

type MedigapSource = 'csg' | 'connecture';

const planQuery = (
  api: ReturnType<typeof useHost>['api'],
  id: string,
  source: MedigapSource,
  query: MedsuppQuery | null,
  enabled: boolean,
) => ({
  queryKey: medsuppKeys.plan(id, source, query),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.call(endpoints.medsupp.plan, { params: { id }, query: { ...query!, source } }, { signal }))
      .plan,
  enabled: enabled && query !== null && id !== '',
});

/** One quote; its source is the page's, else the one its id implies (spec 9). */
export const useMedsuppPlanQuery = (
  id: string | null,
  query: MedsuppQuery | null,
  source: MedigapSource = planSourceForId(id ?? ''),
) => {
  const { session, api } = useHost();
  return useQuery(planQuery(api, id ?? '', source, query, !!session?.accessToken));
};

/** Several quotes at once (compare). */
export const useMedsuppPlanQueries = (ids: readonly string[], query: MedsuppQuery | null) => {
  const { session, api } = useHost();
  return useQueries({
    queries: ids.map((id) => planQuery(api, id, planSourceForId(id), query, !!session?.accessToken)),
  });
};
