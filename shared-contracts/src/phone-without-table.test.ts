import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_PHONE, PARTNER_PHONE, phoneWithoutTable, USN_PHONE } from './constants';

describe('phoneWithoutTable', () => {
  it('gives the site id USN, then the named partner, else the default number (spec 9)', () => {
    expect(phoneWithoutTable({ partnerId: 'silver-path', allId: 'USN' })).toBe(USN_PHONE);
    expect(phoneWithoutTable({ partnerId: 'silver-path' })).toBe(PARTNER_PHONE);
    expect(phoneWithoutTable({ partnerId: 'acme' })).toBe(DEFAULT_SITE_PHONE);
    expect(phoneWithoutTable({ partnerId: null })).toBe(DEFAULT_SITE_PHONE);
  });
});
