import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_PHONE, PARTNER_PHONE, USN_PHONE } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { usePhone } from './usePhone';

const table = {
  fallbackPhoneNumber: DEFAULT_SITE_PHONE,
  partnerPhoneNumber: PARTNER_PHONE,
  usnPhoneNumber: USN_PHONE,
  campaigns: [{ campaign: 'spring', pageKind: 'plans-page' as const, phoneNumber: '(800) 555-0142' }],
};

const phoneAt = (path: string, inputs: Partial<Parameters<typeof usePhone>[0]> = {}) =>
  renderHook(
    () => usePhone({ attribution: { campaignId: 'spring' }, agentPhone: undefined, table, ...inputs }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      ),
    },
  ).result.current;

describe('usePhone', () => {
  it("uses the campaign's number for the route's page kind, else the fallback", () => {
    expect(phoneAt('/plans/hmo/H1234-001-000/')).toBe('(800) 555-0142');
    expect(phoneAt('/pharmacy/')).toBe(DEFAULT_SITE_PHONE);
    expect(phoneAt('/no-such-page/')).toBe(DEFAULT_SITE_PHONE);
  });

  it("uses the partner number on the named partner's pages only", () => {
    expect(phoneAt('/partner/silver-path/thank-you/')).toBe(PARTNER_PHONE);
    expect(phoneAt('/partner/harbor-retirement/form/')).toBe(DEFAULT_SITE_PHONE);
  });

  it('lets the site id USN and then an assigned agent override the route', () => {
    expect(phoneAt('/plans/all/', { attribution: { allId: 'USN' } })).toBe(USN_PHONE);
    expect(phoneAt('/plans/all/', { attribution: { allId: 'USN' }, agentPhone: '(602) 555-0142' })).toBe(
      '(602) 555-0142',
    );
  });
});
