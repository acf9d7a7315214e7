/** Consumer GET /markets, GET /location/counties, GET /location/covered/ (no auth). */
import {
  countiesQuerySchema,
  countiesResponseSchema,
  coveredQuerySchema,
  coveredResponseSchema,
  marketsQuerySchema,
  marketsResponseSchema,
} from '../api/location';
import { defineEndpoint } from './endpoint';

export const locationEndpoints = {
  markets: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'markets',
    summary: 'Market, county and phone numbers of a ZIP (404 when the area is not served)',
    auth: 'none',
    query: marketsQuerySchema,
    response: marketsResponseSchema,
  }),
  counties: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'location/counties',
    summary: 'Every county of a ZIP, the main one first',
    auth: 'none',
    query: countiesQuerySchema,
    response: countiesResponseSchema,
  }),
  covered: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'location/covered/',
    aliases: ['location/covered'],
    summary: 'Whether a ZIP (and county) is in the primary or secondary market',
    auth: 'none',
    query: coveredQuerySchema,
    response: coveredResponseSchema,
  }),
};
