/** Agents service GET /agents/{uuid} (public card data) and consumer GET /agent?agentUuid= (with a session). */
import { agentParamsSchema, agentQuerySchema, agentSchema } from 'shared-contracts/api';
import { notFound } from '../../http/errors';
import type { Services } from '../../http/routes';
import { findAgent } from './agents';

const AGENT_NOT_FOUND = 'Agent not found';

export const agentRoutes = ({ agents, consumer }: Services) => {
  agents.add({
    method: 'get',
    path: '/agents/:uuid',
    aliases: ['/:uuid'],
    summary: 'An agent: first name, last name, title, phone, photo link',
    auth: 'none',
    params: agentParamsSchema,
    response: agentSchema,
    handler: async ({ deps, params }) =>
      (await findAgent(deps.db, params.uuid)) ?? Promise.reject(notFound(AGENT_NOT_FOUND)),
  });

  consumer.add({
    method: 'get',
    path: '/agent',
    summary: 'An agent by agentUuid (the agentUuid query parameter of the site)',
    auth: 'session',
    query: agentQuerySchema,
    response: agentSchema,
    handler: async ({ deps, query }) =>
      (await findAgent(deps.db, query.agentUuid)) ?? Promise.reject(notFound(AGENT_NOT_FOUND)),
  });
};
