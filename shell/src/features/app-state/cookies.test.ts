import { describe, expect, it } from 'vitest';
import { isDevHost, sessionCookieName } from './cookies';

describe('cookies', () => {
  it.each([
    ['localhost', 'devmedicarePlanFinderSession'],
    ['develop.medicareplanfinder.com', 'devmedicarePlanFinderSession'],
    ['feature-zip-modal.medicareplanfinder.com', 'devmedicarePlanFinderSession'],
    ['www.medicareplanfinder.com', 'medicarePlanFinderSession'],
  ])('names the session cookie on %s %s', (host, name) => expect(sessionCookieName(host)).toBe(name));

  it('does not take a look-alike for a dev host', () => {
    expect(isDevHost('developer-news.example.com')).toBe(false);
  });
});
