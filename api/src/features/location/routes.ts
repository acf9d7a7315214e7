/** GET /markets, GET /location/counties, GET /location/covered/ (consumer service, no auth). */
import {
  countiesQuerySchema,
  countiesResponseSchema,
  coveredQuerySchema,
  coveredResponseSchema,
  marketsQuerySchema,
  marketsResponseSchema,
  NOT_SERVED_MESSAGE,
} from 'shared-contracts/api';
import { fieldError, notFound } from '../../http/errors';
import type { Services } from '../../http/routes';
import { countiesOf, marketFor, resolveLocation, UNKNOWN_ZIP_MESSAGE } from './location';

export const locationRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'get',
    path: '/markets',
    summary: 'Market, county and phone numbers of a ZIP (404 when the area is not served)',
    auth: 'none',
    query: marketsQuerySchema,
    response: marketsResponseSchema,
    handler: async ({ deps, query }) => {
      const location = await resolveLocation(deps.db, query.zip, query.fips);
      const market = marketFor(deps.config, location.state);
      if (!market) throw notFound(NOT_SERVED_MESSAGE);
      return { ...location, market: market.market, phoneNumbers: market.phoneNumbers };
    },
  });

  consumer.add({
    method: 'get',
    path: '/location/counties',
    summary: 'Every county of a ZIP, the main one first',
    auth: 'none',
    query: countiesQuerySchema,
    response: countiesResponseSchema,
    handler: async ({ deps, query }) => {
      const counties = await countiesOf(deps.db, query.zip);
      if (counties.length === 0) throw fieldError('zip', UNKNOWN_ZIP_MESSAGE);
      return { cntr: counties.map((c) => ({ countyName: c.countyName, countyFIPS: c.fips })) };
    },
  });

  consumer.add({
    method: 'get',
    path: '/location/covered/',
    aliases: ['/location/covered'],
    summary: 'Whether a ZIP (and county) is in the primary or secondary market',
    auth: 'none',
    query: coveredQuerySchema,
    response: coveredResponseSchema,
    handler: async ({ deps, query }) => {
      const location = await resolveLocation(deps.db, query.zip, query.fips);
      const tier = marketFor(deps.config, location.state)?.tier;
      return { isInPrimaryMarket: tier === 'primary', isInSecondaryMarket: tier === 'secondary' };
    },
  });
};
