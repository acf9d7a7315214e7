/** Provider network service: POST /locations and GET /metadata?zipCode= (reference data, no session). */
import { endpoints } from 'shared-contracts/endpoints';
import type { RouteRegistry } from '../../http/routes';
import { servedArea } from '../county-data/public';
import { areaCounts, searchLocations } from './locations';

/** The radius GET /metadata counts within (the search's default). */
const METADATA_RADIUS = 25;

export const providerNetworkRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.providerNetwork.locations,
    async ({ deps, body }) => searchLocations(deps.db, await servedArea(deps, body.zipCode), body),
    { compress: true },
  );

  routes.implement(endpoints.providerNetwork.metadata, async ({ deps, query }) => {
    const area = await servedArea(deps, query.zipCode);
    const counts = await areaCounts(deps.db, area, query.zipCode, METADATA_RADIUS);
    return [{ search: { zipCode: query.zipCode, radius: METADATA_RADIUS }, ...counts }];
  });
};
