/** Provider network service: POST /locations and GET /metadata?zipCode= (reference data, no session). */
import {
  locationsSearchBodySchema,
  locationsSearchResponseSchema,
  metadataQuerySchema,
  metadataResponseSchema,
} from 'shared-contracts/api';
import type { Services } from '../../http/routes';
import { servedArea } from '../county-data/county-data';
import { areaCounts, searchLocations } from './locations';

/** The radius GET /metadata counts within (the search's default). */
const METADATA_RADIUS = 25;

export const providerNetworkRoutes = ({ providerNetwork }: Services) => {
  providerNetwork.add({
    method: 'post',
    path: '/locations',
    summary:
      'Provider-network locations near a ZIP with gender, language and group-type filters, sorted by distance, 20 a page; SAMPLE DATA',
    auth: 'none',
    body: locationsSearchBodySchema,
    response: locationsSearchResponseSchema,
    handler: async ({ deps, body }) => searchLocations(deps.db, await servedArea(deps, body.zipCode), body),
  });

  providerNetwork.add({
    method: 'get',
    path: '/metadata',
    summary:
      'Counts of locations, provider groups and providers near a ZIP (a list whose first item holds them)',
    auth: 'none',
    query: metadataQuerySchema,
    response: metadataResponseSchema,
    handler: async ({ deps, query }) => {
      const area = await servedArea(deps, query.zipCode);
      const counts = await areaCounts(deps.db, area, query.zipCode, METADATA_RADIUS);
      return [{ search: { zipCode: query.zipCode, radius: METADATA_RADIUS }, ...counts }];
    },
  });
};
