/** Content-service reads the chrome needs: site options (hours, disclaimers) and the phone table. */
import { isoDate } from 'shared-contracts';
import {
  type PhoneNumbers,
  phoneNumbersSchema,
  type SiteOptions,
  siteOptionsSchema,
} from 'shared-contracts/api';
import type { ApiClients } from 'shared-contracts/http';

export const fetchSiteOptions = (api: ApiClients, today = new Date()): Promise<SiteOptions> =>
  api.content.call('get', 'site-options', { query: { date: isoDate(today) }, schema: siteOptionsSchema });

export const fetchPhoneNumbers = (api: ApiClients): Promise<PhoneNumbers> =>
  api.content.call('get', 'phone-numbers', { schema: phoneNumbersSchema });
