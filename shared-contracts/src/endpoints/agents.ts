/** Agents service GET /agents/{uuid}, consumer GET /agent?agentUuid= (spec 7) and GET /agent/broker (extension). */
import { agentBrokerSchema, agentParamsSchema, agentQuerySchema, agentSchema } from '../api/agents';
import { defineEndpoint } from './endpoint';

export const agentsEndpoints = {
  detail: defineEndpoint({
    service: 'agents',
    method: 'get',
    path: 'agents/{uuid}',
    aliases: ['{uuid}'],
    summary: 'An agent: first name, last name, title, phone, photo link',
    auth: 'none',
    params: agentParamsSchema,
    response: agentSchema,
  }),
  byQuery: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'agent',
    summary: 'An agent by agentUuid (the agentUuid query parameter of the site)',
    auth: 'session',
    query: agentQuerySchema,
    response: agentSchema,
  }),
  broker: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'agent/broker',
    summary:
      "Extension (spec 6 broker flow): the agent's business e-mail and writing number per carrier, for a Medigap enrollment through the agent",
    auth: 'session',
    query: agentQuerySchema,
    response: agentBrokerSchema,
  }),
};
