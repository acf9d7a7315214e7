import { DEFAULT_SITE_PHONE, PARTNER_PHONE, USN_PHONE } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { matchRoute, partnerIdOf } from '../routing/current-route';
import { type PhoneInputs, selectPhone } from './phone';

const table = {
  fallbackPhoneNumber: DEFAULT_SITE_PHONE,
  partnerPhoneNumber: PARTNER_PHONE,
  usnPhoneNumber: USN_PHONE,
  campaigns: [
    { campaign: 'spring', pageKind: 'plan-type-selection' as const, phoneNumber: '(800) 111-0001' },
    { campaign: 'spring', pageKind: 'landing-page' as const, phoneNumber: '(800) 111-0002' },
    { campaign: 'spring', pageKind: 'lead-collection' as const, phoneNumber: '(800) 111-0003' },
    { campaign: 'spring', pageKind: 'plans-page' as const, phoneNumber: '(800) 111-0004' },
  ],
};

/** The inputs the shell reads from the route a path renders. */
const at = (path: string, rest: Omit<PhoneInputs, 'pageKind' | 'partnerId'>) => {
  const current = matchRoute(path);
  return selectPhone({ pageKind: current.route.chrome.phonePage, partnerId: partnerIdOf(current), ...rest });
};

describe('phone selection', () => {
  it.each([
    ['/', '(800) 111-0001'],
    ['/open-funnel-control/', '(800) 111-0002'],
    ['/open-funnel-test/', '(800) 111-0002'],
    ['/onboarding/complete/', '(800) 111-0001'],
    ['/onboarding/multistep/step/zip/', '(800) 111-0003'],
    ['/onboarding/', '(800) 111-0003'],
    ['/plans/all/', '(800) 111-0004'],
    ['/plans/hmo/H1234-001-000/', '(800) 111-0004'],
    ['/pharmacy/', DEFAULT_SITE_PHONE],
    ['/member/', DEFAULT_SITE_PHONE],
  ])('campaign spring on %s → %s', (path, phone) => {
    expect(at(path, { campaignId: 'spring', table })).toBe(phone);
  });

  it('uses the fallback for an unknown campaign or no campaign, and without a table', () => {
    expect(at('/', { campaignId: 'autumn', table })).toBe(DEFAULT_SITE_PHONE);
    expect(at('/plans/all/', { table })).toBe(DEFAULT_SITE_PHONE);
    expect(at('/', { table: null })).toBe(DEFAULT_SITE_PHONE);
  });

  it('overrides for the site id USN and for the named partner path', () => {
    expect(at('/plans/all/', { campaignId: 'spring', allId: 'USN', table })).toBe(USN_PHONE);
    expect(at('/partner/silver-path/form/', { campaignId: 'spring', table })).toBe(PARTNER_PHONE);
    expect(at('/partner/harbor-retirement/form/', { table })).toBe(DEFAULT_SITE_PHONE);
    expect(at('/', { allId: 'OTHER', table })).toBe(DEFAULT_SITE_PHONE);
  });

  it('lets an assigned agent replace every other number', () => {
    expect(at('/', { allId: 'USN', agentPhone: '(602) 555-0142', table })).toBe('(602) 555-0142');
  });
});
