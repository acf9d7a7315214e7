/**
 * Medigap from the products service: GET medsupp/plans (the quotes for a person's answers), GET
 * medsupp/plans/{id} (one quote), POST medsupp/enroll/{source} (the enrollment hand-off), and the broker
 * flow of spec 6: the agent's broker record (GET agent/broker), POST csg/register-agent and the address
 * of the csg/oauth/authorize step the browser is sent to. The quote list honours the medSupp flag.
 */
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { planSourceForId } from 'shared-contracts';
import type { CsgRegisterAgentBody, MedsuppEnrollBody, MedsuppQuery } from 'shared-contracts/api/medsupp';
import { agentsEndpoints } from 'shared-contracts/endpoints/agents';
import { medsuppEndpoints } from 'shared-contracts/endpoints/medsupp';
import { endpointUrl } from 'shared-contracts/http';
import { useHost } from 'shared-contracts/react';
import { useReportError } from 'web-kit/reporting';
import { UNTIL_INVALIDATED, useInvalidateOnFlag } from './flags';

export const medsuppKeys = {
  all: ['medsupp'] as const,
  quotes: (query: MedsuppQuery | null) => ['medsupp', 'quotes', query] as const,
  plan: (id: string, source: MedigapSource, query: MedsuppQuery | null) =>
    ['medsupp', 'plan', id, source, query] as const,
};

/**
 * The quotes for complete answers (null: not answered yet, nothing is fetched). A failed list is reported
 * (spec 8); the page shows it as an empty one.
 */
export const useMedsuppQuotesQuery = (query: MedsuppQuery | null) => {
  const { session, api } = useHost();
  const enabled = query !== null && !!session?.accessToken;
  const queryKey = medsuppKeys.quotes(query);
  useInvalidateOnFlag('medSupp', queryKey, enabled);
  const quotes = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      (await api.call(medsuppEndpoints.plans, { query: query! }, { signal })).plans,
    enabled,
    staleTime: UNTIL_INVALIDATED,
  });
  useReportError('medsupp-list', quotes.error);
  return quotes;
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
    (await api.call(medsuppEndpoints.plan, { params: { id }, query: { ...query!, source } }, { signal }))
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

/** A plan of the county without a price (its coverage is the same for everyone); null id: nothing. */
export const useMedsuppOfferingQuery = (id: string | null) => {
  const { session, location, api } = useHost();
  return useQuery({
    queryKey: ['medsupp', 'offering', id, location?.zipCode, location?.fips] as const,
    queryFn: async ({ signal }) =>
      (
        await api.call(
          medsuppEndpoints.offering,
          { params: { id: id! }, query: { zip: location!.zipCode, fips: location!.fips } },
          { signal },
        )
      ).offering,
    enabled: id !== null && !!session?.accessToken && !!location,
  });
};

/** Several quotes at once (compare). */
export const useMedsuppPlanQueries = (ids: readonly string[], query: MedsuppQuery | null) => {
  const { session, api } = useHost();
  return useQueries({
    queries: ids.map((id) => planQuery(api, id, planSourceForId(id), query, !!session?.accessToken)),
  });
};

/** POST medsupp/enroll/{source}: stores the hand-off; answers the carrier link (url + parameters). */
export const useMedsuppEnrollMutation = () => {
  const { api } = useHost();
  return useMutation({
    mutationFn: ({ source, body }: { source: MedigapSource; body: MedsuppEnrollBody }) =>
      api.call(medsuppEndpoints.enroll, { params: { source }, body }),
  });
};

/** The agent's broker record (e-mail, writing number per carrier); null agent: nothing is fetched. */
export const useAgentBrokerQuery = (agentUuid: string | null) => {
  const { session, api } = useHost();
  const broker = useQuery({
    queryKey: ['agent-broker', agentUuid] as const,
    queryFn: ({ signal }) =>
      api.call(agentsEndpoints.broker, { query: { agentUuid: agentUuid! } }, { signal }),
    enabled: agentUuid !== null && !!session?.accessToken,
  });
  // Without the record the enrollment goes ahead directly; the failure is reported, not shown.
  useReportError('agent-broker', broker.error);
  return broker;
};

/**
 * Registers the agent with the quoting partner and answers the authorize address the browser goes to
 * (spec 7: /csg/oauth/authorize with agentUuid and nextKey); it continues the enrollment just stored.
 */
export const useRegisterBrokerMutation = () => {
  const { api, config } = useHost();
  return useMutation({
    mutationFn: async (body: CsgRegisterAgentBody) => {
      const { agentUuid, nextKey } = await api.call(medsuppEndpoints.registerAgent, { body });
      return endpointUrl(config, medsuppEndpoints.authorize, { query: { agentUuid, nextKey } });
    },
  });
};
