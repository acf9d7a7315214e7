/** Partners service GET /partners/{id}: bearer token = a partner api token (or a visitor's session token). */
import { partnerParamsSchema, partnerSchema } from '../api/partners';
import { defineEndpoint } from './endpoint';

export const partnersEndpoints = {
  detail: defineEndpoint({
    service: 'partners',
    method: 'get',
    path: 'partners/{id}',
    aliases: ['{id}'],
    summary: 'A partner: salesforce id, name, url, colours and phone number',
    auth: 'partner',
    params: partnerParamsSchema,
    response: partnerSchema,
  }),
};
