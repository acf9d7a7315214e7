/** An agent assigned by agentUuid (spec 2): read from the agents service, then saved to the session. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { agentsEndpoints } from 'shared-contracts/endpoints/agents';
import type { ApiClient } from 'shared-contracts/http';
import { updateSession } from '../session';

// Keyed by the endpoint descriptor that answers.
const agentKeys = { detail: (uuid: string) => ['agents', 'detail', uuid] as const };

export const useLinkedAgent = (api: ApiClient, agentUuid: string | undefined, sessionReady: boolean) => {
  const { data: agent = null } = useQuery({
    queryKey: agentKeys.detail(agentUuid ?? ''),
    queryFn: agentUuid ? () => api.call(agentsEndpoints.detail, { params: { uuid: agentUuid } }) : skipToken,
  });
  useEffect(() => {
    if (!agent || !sessionReady) return;
    updateSession(api, { agentUuid: agent.agentUuid }).catch((e) => console.warn('[agent] not assigned', e));
  }, [agent, sessionReady, api]);
  return agent;
};
