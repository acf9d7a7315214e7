/** An agent assigned by agentUuid (spec 2): read from the agents service, then saved to the session. */
import { useEffect, useState } from 'react';
import { type Agent, agentSchema } from 'shared-contracts/api';
import type { ApiClients } from 'shared-contracts/http';
import { updateSession } from '../session/session-api';

export const useLinkedAgent = (api: ApiClients, agentUuid: string | undefined, sessionReady: boolean) => {
  const [agent, setAgent] = useState<Agent | null>(null);
  useEffect(() => {
    if (!agentUuid) return;
    api.agents
      .call('get', `agents/${encodeURIComponent(agentUuid)}`, { schema: agentSchema })
      .then(setAgent, (e) => console.warn('[agent] unknown agentUuid', e));
  }, [agentUuid, api]);
  useEffect(() => {
    if (!agent || !sessionReady) return;
    updateSession(api, { agentUuid: agent.agentUuid }).catch((e) => console.warn('[agent] not assigned', e));
  }, [agent, sessionReady, api]);
  return agent;
};
