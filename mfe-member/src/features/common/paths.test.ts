import { describe, expect, it } from 'vitest';
import { routeHref } from './paths';

describe('routeHref', () => {
  it('fills the route table path, optional parameters included or left out, with the trailing slash', () => {
    expect(routeHref('esign', { documentId: 'd-1' })).toBe('/esign/d-1/');
    expect(routeHref('partner-thank-you', { partner: 'silver-path' })).toBe(
      '/partner/silver-path/thank-you/',
    );
    expect(routeHref('partner-thank-you')).toBe('/partner/thank-you/');
    expect(routeHref('member-next-steps', { accountId: 'a', websiteReferenceId: 'w' })).toBe(
      '/member/a/opp/w/next-steps/',
    );
  });

  it('refuses a route id the table does not have', () => {
    expect(() => routeHref('no-such-route')).toThrow(TypeError);
  });
});
