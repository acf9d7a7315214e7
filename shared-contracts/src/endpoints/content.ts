/** Content service: GET /site-options (operation hours, disclaimers) and GET /phone-numbers. */
import { phoneNumbersSchema, siteOptionsQuerySchema, siteOptionsSchema } from '../api/content';
import { defineEndpoint } from './endpoint';

export const contentEndpoints = {
  siteOptions: defineEndpoint({
    service: 'content',
    method: 'get',
    path: 'site-options',
    summary: 'Operation hours, disclaimers (all, or those shown on ?date=) and their last-updated date',
    auth: 'none',
    query: siteOptionsQuerySchema,
    response: siteOptionsSchema,
  }),
  phoneNumbers: defineEndpoint({
    service: 'content',
    method: 'get',
    path: 'phone-numbers',
    summary: 'Site phone number per campaign and page kind, with the default, partner and USN numbers',
    auth: 'none',
    response: phoneNumbersSchema,
  }),
};
