/**
 * Api answers for tests of any package (shared-contracts, the kit, the shell, the remotes): one place for
 * the shape, each test says only what matters to it through `over`.
 */
import type { MarketsResponse } from './api/location';
import type { Partner } from './api/partners';

/** The market lookup's answer for ZIP 85004 (Maricopa, Phoenix) with its sales line. */
export const makeMarket = (over: Partial<MarketsResponse> = {}): MarketsResponse => ({
  zip: '85004',
  fips: '04013',
  countyName: 'Maricopa',
  state: 'AZ',
  city: 'Phoenix',
  market: 'Phoenix',
  phoneNumbers: { sales: '(623) 223-8884', tty: '711' },
  ...over,
});

/** A partner as the api answers it: Silver Path (no phone line, no logo) unless `over` says. */
export const makePartner = (over: Partial<Partner> = {}): Partner => ({
  id: 'silver-path',
  salesforceId: 'SF1',
  name: 'Silver Path',
  url: 'https://silverpath.example',
  colors: { primary: '#0f6e5a', secondary: null },
  phoneNumber: null,
  logo: null,
  ...over,
});
