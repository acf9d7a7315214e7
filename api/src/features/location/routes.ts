/** GET /markets, GET /location/counties, GET /location/covered/ (consumer service, no auth). */
import { NOT_SERVED_MESSAGE } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { fieldError, notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { countiesOf, marketFor, resolveLocation, UNKNOWN_ZIP_MESSAGE } from './location';

export const locationRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.location.markets, async ({ deps, query }) => {
    const location = await resolveLocation(deps.db, query.zip, query.fips);
    const market = marketFor(deps.config, location.state);
    if (!market) throw notFound(NOT_SERVED_MESSAGE);
    return { ...location, market: market.market, phoneNumbers: market.phoneNumbers };
  });

  routes.implement(endpoints.location.counties, async ({ deps, query }) => {
    const counties = await countiesOf(deps.db, query.zip);
    if (counties.length === 0) throw fieldError('zip', UNKNOWN_ZIP_MESSAGE);
    return { cntr: counties.map((c) => ({ countyName: c.countyName, countyFIPS: c.fips })) };
  });

  routes.implement(endpoints.location.covered, async ({ deps, query }) => {
    const location = await resolveLocation(deps.db, query.zip, query.fips);
    const tier = marketFor(deps.config, location.state)?.tier;
    return { isInPrimaryMarket: tier === 'primary', isInSecondaryMarket: tier === 'secondary' };
  });
};
