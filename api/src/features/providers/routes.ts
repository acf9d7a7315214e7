/** POST /providers/search, POST /providers, DELETE /providers/{uuid}, PATCH /providers/update/{uuid} (consumer). */
import { endpoints } from 'shared-contracts/endpoints';
import { fieldError, notFound } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { Reply, type RouteRegistry } from '../../http/routes';
import { servedArea } from '../county-data/public';
import { PROVIDER_ERRORS } from './messages';
import { addSessionProvider, removeSessionProvider, searchDoctors, updateSessionProvider } from './providers';

export const providerRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.providers.search,
    async ({ deps, body, sessionId }) =>
      searchDoctors(deps.db, await servedArea(deps, body.zipCode), body, sessionId),
    { compress: true },
  );

  routes.implement(endpoints.providers.save, async ({ deps, body, sessionId }) => {
    const { provider, created } = await addSessionProvider(deps.db, sessionId, body);
    return created ? { cntr: provider } : new Reply(200, { cntr: provider });
  });

  routes.implement(endpoints.providers.remove, async ({ deps, params, sessionId }) => {
    if (!(await removeSessionProvider(deps.db, sessionId, params.uuid)))
      throw notFound(PROVIDER_ERRORS.providerNotFound);
    return undefined;
  });

  routes.implement(endpoints.providers.update, async ({ deps, params, body, sessionId }) => {
    if (body.uuid !== params.uuid) throw fieldError('uuid', API_MESSAGES.pathMismatch);
    const provider = await updateSessionProvider(deps.db, sessionId, body);
    if (!provider) throw notFound(PROVIDER_ERRORS.providerNotFound);
    return { cntr: provider };
  });
};
