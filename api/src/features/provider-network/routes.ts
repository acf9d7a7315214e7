/** Provider network service: POST /locations and GET /metadata?zipCode= (reference data, no session). */
import { endpoints } from 'shared-contracts/endpoints';
import { languageOf } from '../../http/language';
import type { RouteRegistry } from '../../http/routes';
import { servedArea } from '../county-data/public';
import { areaCounts, searchLocations } from './locations';

/** The radius GET /metadata counts within (the search's default). */
const METADATA_RADIUS = 25;

export const providerNetworkRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.providerNetwork.locations,
    async ({ c, deps, body }) => {
      // The answer's words (what kind of place, link labels) are in the request's language.
      c.header('Vary', 'Accept-Language', { append: true });
      return searchLocations(deps.db, await servedArea(deps, body.zipCode), body, languageOf(c));
    },
    { compress: true },
  );

  routes.implement(endpoints.providerNetwork.metadata, async ({ deps, query }) => {
    const area = await servedArea(deps, query.zipCode);
    const counts = await areaCounts(deps.db, area, query.zipCode, METADATA_RADIUS);
    return [{ search: { zipCode: query.zipCode, radius: METADATA_RADIUS }, ...counts }];
  });
};
