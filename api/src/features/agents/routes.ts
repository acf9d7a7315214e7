/** Agents service GET /agents/{uuid} (public card data) and consumer GET /agent?agentUuid= (with a session). */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { findAgent, findBroker } from './agents';
import { AGENT_ERRORS } from './messages';

export const agentRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.agents.detail,
    async ({ deps, params }) =>
      (await findAgent(deps.db, params.uuid)) ?? Promise.reject(notFound(AGENT_ERRORS.agentNotFound)),
  );

  routes.implement(
    endpoints.agents.byQuery,
    async ({ deps, query }) =>
      (await findAgent(deps.db, query.agentUuid)) ?? Promise.reject(notFound(AGENT_ERRORS.agentNotFound)),
  );

  routes.implement(
    endpoints.agents.broker,
    async ({ deps, query }) =>
      (await findBroker(deps.db, query.agentUuid)) ?? Promise.reject(notFound(AGENT_ERRORS.agentNotFound)),
  );
};
