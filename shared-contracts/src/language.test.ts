import { describe, expect, it } from 'vitest';
import { languageFromSearch, localeOf, preferredLanguage } from './language';

describe('language', () => {
  it('reads ?lang= when it names one of the two languages', () => {
    expect(languageFromSearch('?lang=es')).toBe('es');
    expect(languageFromSearch('?zip=33101&lang=en')).toBe('en');
    expect(languageFromSearch('?lang=fr')).toBeNull();
    expect(languageFromSearch('')).toBeNull();
  });

  it('takes the first preferred language the suite speaks, by its primary subtag', () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'en-GB', 'es'])).toBe('en');
    expect(preferredLanguage(['de', 'not a tag'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });

  it('writes Spanish in US Spanish', () => {
    expect(localeOf('es')).toBe('es-US');
    expect(localeOf('en')).toBe('en-US');
  });
});
