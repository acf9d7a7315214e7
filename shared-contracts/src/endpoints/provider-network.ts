/** Provider network service: POST /locations and GET /metadata?zipCode= (reference data, no session). */
import {
  locationsSearchBodySchema,
  locationsSearchResponseSchema,
  metadataQuerySchema,
  metadataResponseSchema,
} from '../api/provider-network';
import { defineEndpoint } from './endpoint';

export const providerNetworkEndpoints = {
  locations: defineEndpoint({
    service: 'providerNetwork',
    method: 'post',
    path: 'locations',
    summary:
      'Provider-network locations near a ZIP with gender, language and group-type filters, sorted by distance, 20 a page; SAMPLE DATA',
    auth: 'none',
    body: locationsSearchBodySchema,
    response: locationsSearchResponseSchema,
  }),
  metadata: defineEndpoint({
    service: 'providerNetwork',
    method: 'get',
    path: 'metadata',
    summary:
      'Counts of locations, provider groups and providers near a ZIP (a list whose first item holds them)',
    auth: 'none',
    query: metadataQuerySchema,
    response: metadataResponseSchema,
  }),
};
