/** Content-service reads the chrome needs: site options (hours, disclaimers) and the phone table. */
import { isoDate } from 'shared-contracts';
import type { PhoneNumbers, SiteOptions } from 'shared-contracts/api/content';
import { contentEndpoints } from 'shared-contracts/endpoints/content';
import type { ApiClient } from 'shared-contracts/http';

export const fetchSiteOptions = (api: ApiClient, today = new Date()): Promise<SiteOptions> =>
  api.call(contentEndpoints.siteOptions, { query: { date: isoDate(today) } });

export const fetchPhoneNumbers = (api: ApiClient): Promise<PhoneNumbers> =>
  api.call(contentEndpoints.phoneNumbers);
