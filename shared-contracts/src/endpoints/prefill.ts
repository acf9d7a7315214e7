/** Consumer GET /consumer-prefill/{id} (no auth): a prefill record an agent created. */
import { consumerPrefillSchema, prefillParamsSchema } from '../api/prefill';
import { defineEndpoint } from './endpoint';

export const prefillEndpoints = {
  detail: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'consumer-prefill/{id}',
    summary: 'A prefill record an agent created (empty values left out)',
    auth: 'none',
    params: prefillParamsSchema,
    response: consumerPrefillSchema,
  }),
};
