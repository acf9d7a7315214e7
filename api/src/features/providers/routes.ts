/** POST /providers/search, POST /providers, DELETE /providers/{uuid}, PATCH /providers/update/{uuid} (consumer). */
import {
  providerSearchBodySchema,
  providerSearchResponseSchema,
  providerUuidParamsSchema,
  saveProviderBodySchema,
  sessionProviderResponseSchema,
  updateProviderBodySchema,
} from 'shared-contracts/api';
import { fieldError, notFound } from '../../http/errors';
import { Reply, type Services } from '../../http/routes';
import { servedArea } from '../county-data/county-data';
import { addSessionProvider, removeSessionProvider, searchDoctors, updateSessionProvider } from './providers';

export const providerRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'post',
    path: '/providers/search',
    summary: 'Doctors within a radius of a ZIP by name or specialty, nearest first; SAMPLE DATA',
    auth: 'session',
    body: providerSearchBodySchema,
    response: providerSearchResponseSchema,
    handler: async ({ deps, body }) => searchDoctors(deps.db, await servedArea(deps, body.zipCode), body),
  });

  consumer.add({
    method: 'post',
    path: '/providers',
    summary: 'Add a doctor to the session (a doctor with an NPI already on the session is returned with 200)',
    auth: 'session',
    body: saveProviderBodySchema,
    response: sessionProviderResponseSchema,
    status: 201,
    handler: async ({ deps, body, sessionId }) => {
      const { provider, created } = await addSessionProvider(deps.db, sessionId, body);
      return created ? { cntr: provider } : new Reply(200, { cntr: provider });
    },
  });

  consumer.add({
    method: 'delete',
    path: '/providers/:uuid',
    summary: 'Remove a doctor from the session',
    auth: 'session',
    params: providerUuidParamsSchema,
    response: null,
    handler: async ({ deps, params, sessionId }) => {
      if (!(await removeSessionProvider(deps.db, sessionId, params.uuid)))
        throw notFound('Provider not found');
      return undefined;
    },
  });

  consumer.add({
    method: 'patch',
    path: '/providers/update/:uuid',
    summary: "Set a session doctor's PCP flag and year",
    auth: 'session',
    params: providerUuidParamsSchema,
    body: updateProviderBodySchema,
    response: sessionProviderResponseSchema,
    handler: async ({ deps, params, body, sessionId }) => {
      if (body.uuid !== params.uuid) throw fieldError('uuid', 'Does not match the path');
      const provider = await updateSessionProvider(deps.db, sessionId, body);
      if (!provider) throw notFound('Provider not found');
      return { cntr: provider };
    },
  });
};
