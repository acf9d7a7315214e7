import { afterEach, describe, expect, it } from 'vitest';
import { readProps } from './props';

const fromAttributes = (attributes: Record<string, string>) => readProps((name) => attributes[name] ?? null);

describe("the finder's language", () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('is the lang attribute when it names Spanish or English, in any region or case', () => {
    expect(fromAttributes({ lang: 'es' }).lang).toBe('es');
    expect(fromAttributes({ lang: 'es-MX' }).lang).toBe('es');
    expect(fromAttributes({ lang: 'EN-us' }).lang).toBe('en');
  });

  it("else the partner page's <html lang>, else English", () => {
    document.documentElement.lang = 'es-US';
    expect(fromAttributes({}).lang).toBe('es');
    expect(fromAttributes({ lang: 'fr' }).lang).toBe('es');
    document.documentElement.lang = 'fr';
    expect(fromAttributes({}).lang).toBe('en');
    expect(fromAttributes({ lang: 'estonian' }).lang).toBe('en');
  });
});
