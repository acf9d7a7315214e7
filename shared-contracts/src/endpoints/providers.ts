/** Consumer POST /providers/search, POST /providers, DELETE /providers/{uuid}, PATCH /providers/update/{uuid}. */
import {
  providerSearchBodySchema,
  providerSearchResponseSchema,
  providerUuidParamsSchema,
  saveProviderBodySchema,
  sessionProviderResponseSchema,
  updateProviderBodySchema,
} from '../api/providers';
import { defineEndpoint } from './endpoint';

export const providersEndpoints = {
  search: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'providers/search',
    summary: 'Doctors within a radius of a ZIP by name or specialty, nearest first; SAMPLE DATA',
    auth: 'session',
    body: providerSearchBodySchema,
    response: providerSearchResponseSchema,
  }),
  save: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'providers',
    summary: 'Add a doctor to the session (a doctor with an NPI already on the session is returned with 200)',
    auth: 'session',
    body: saveProviderBodySchema,
    response: sessionProviderResponseSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    service: 'consumer',
    method: 'delete',
    path: 'providers/{uuid}',
    summary: 'Remove a doctor from the session',
    auth: 'session',
    params: providerUuidParamsSchema,
    response: null,
  }),
  update: defineEndpoint({
    service: 'consumer',
    method: 'patch',
    path: 'providers/update/{uuid}',
    summary: "Set a session doctor's PCP flag and year",
    auth: 'session',
    params: providerUuidParamsSchema,
    body: updateProviderBodySchema,
    response: sessionProviderResponseSchema,
  }),
};
