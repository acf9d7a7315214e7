/** Consumer GET, POST, PATCH session-provider-network-locations; DELETE session-provider-network-locations/{id}. */
import {
  sessionLocationCreateBodySchema,
  sessionLocationListSchema,
  sessionLocationParamsSchema,
  sessionLocationSchema,
  sessionLocationUpdateBodySchema,
} from '../api/session-locations';
import { defineEndpoint } from './endpoint';

export const sessionLocationsEndpoints = {
  list: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'session-provider-network-locations',
    summary: "The session's saved provider-network locations",
    auth: 'session',
    response: sessionLocationListSchema,
  }),
  create: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'session-provider-network-locations',
    summary: 'Save a provider-network location (saving the same locationId again replaces it)',
    auth: 'session',
    body: sessionLocationCreateBodySchema,
    response: sessionLocationSchema,
    status: 201,
  }),
  update: defineEndpoint({
    service: 'consumer',
    method: 'patch',
    path: 'session-provider-network-locations',
    summary: 'Change a saved location (by id): its locationId and/or providers',
    auth: 'session',
    body: sessionLocationUpdateBodySchema,
    response: sessionLocationSchema,
  }),
  remove: defineEndpoint({
    service: 'consumer',
    method: 'delete',
    path: 'session-provider-network-locations/{id}',
    summary: 'Remove a saved location',
    auth: 'session',
    params: sessionLocationParamsSchema,
    response: null,
  }),
};
