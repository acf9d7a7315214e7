/** Consumer GET /plans and GET /plans/{id}: the county's plans priced with the session's drugs. */
import {
  planDetailQuerySchema,
  planDetailResponseSchema,
  planParamsSchema,
  plansQueryParamsSchema,
  plansResponseSchema,
} from '../api/plans';
import { defineEndpoint } from './endpoint';

export const plansEndpoints = {
  list: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'plans',
    summary:
      "The county's Medicare Advantage, Part D and Medigap plans with drug-cost estimates for the session's drugs (SNP plans never returned); SAMPLE DATA",
    auth: 'session',
    query: plansQueryParamsSchema,
    response: plansResponseSchema,
  }),
  detail: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'plans/{id}',
    summary:
      'One Medicare Advantage or Part D plan of the county, priced for the session (404 for a SNP or unknown id)',
    auth: 'session',
    params: planParamsSchema,
    query: planDetailQuerySchema,
    response: planDetailResponseSchema,
  }),
};
