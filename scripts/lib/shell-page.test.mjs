// The shell's page per request in the person's language (issue 27): which prerendered copy is served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedLanguages, createShellPages, pageFile, pageLanguage } from './shell-page.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'shell-page-'));
const html = (lang) => `<!doctype html><html lang="${lang}"><head></head><body></body></html>`;
mkdirSync(path.join(dir, 'plans/all'), { recursive: true });
writeFileSync(path.join(dir, 'index.html'), html('en'));
writeFileSync(path.join(dir, 'index.es.html'), html('es'));
writeFileSync(path.join(dir, 'plans/all/index.html'), html('en'));
writeFileSync(path.join(dir, 'spa.html'), html('en'));
writeFileSync(path.join(dir, 'spa.es.html'), html('es'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const request = (url, headers = {}) => ({ url, headers });
/** A response that keeps its headers as Node's does. */
const response = () => {
  const headers = new Map();
  return {
    getHeader: (name) => headers.get(name.toLowerCase()),
    setHeader: (name, value) => headers.set(name.toLowerCase(), value),
    headers,
  };
};

describe('the language of a page request', () => {
  it("lists an Accept-Language header's tags by their weight, those refused left out", () => {
    expect(acceptedLanguages('es-US,es;q=0.9,en;q=0.8')).toEqual(['es-US', 'es', 'en']);
    expect(acceptedLanguages('en;q=0.5, es-MX')).toEqual(['es-MX', 'en']);
    expect(acceptedLanguages('es;q=0, fr, *;q=0.1')).toEqual(['fr']);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('is ?lang= first, then the language cookie, then Accept-Language, else English', () => {
    expect(pageLanguage(request('/?lang=es', { cookie: 'mpf_lang=en', 'accept-language': 'en' }))).toBe('es');
    expect(pageLanguage(request('/', { cookie: 'a=1; mpf_lang=es', 'accept-language': 'en-US' }))).toBe('es');
    expect(pageLanguage(request('/', { cookie: 'mpf_lang=en', 'accept-language': 'es-MX' }))).toBe('en');
    expect(pageLanguage(request('/', { 'accept-language': 'fr;q=1, es-US;q=0.8, en;q=0.5' }))).toBe('es');
    expect(pageLanguage(request('/', { 'accept-language': 'fr', cookie: 'mpf_lang=de' }))).toBe('en');
  });

  it("serves the language's copy, the English one where the build has none", () => {
    expect(pageFile(dir, '/', 'es')).toBe(path.join(dir, 'index.es.html'));
    expect(pageFile(dir, '/', 'en')).toBe(path.join(dir, 'index.html'));
    expect(pageFile(dir, '/plans/all/', 'es')).toBe(path.join(dir, 'plans/all/index.html'));
    expect(pageFile(dir, '/plans/hmo/H0000-000-0/', 'es')).toBe(path.join(dir, 'spa.es.html'));
    expect(pageFile(dir, '/plans/hmo/H0000-000-0/')).toBe(path.join(dir, 'spa.html'));
  });
});

describe('a page served by language', () => {
  const pages = createShellPages({ dir, config: () => ({}), registry: () => ({ remotes: [] }) });

  it('is in the language of Accept-Language on a first visit, and varies by cookie and language', async () => {
    const res = response();
    res.setHeader('Vary', 'Origin');
    const page = await pages('/', request('/', { 'accept-language': 'es-US,es;q=0.9' }), res);
    expect(page).toContain('<html lang="es">');
    expect(res.getHeader('Vary')).toBe('Origin, Cookie, Accept-Language');
    expect(res.getHeader('Set-Cookie')).toBeUndefined();
  });

  it('keeps a ?lang= choice in the language cookie, beside the cookies already set', async () => {
    const res = response();
    res.setHeader('Set-Cookie', 'mpf_bucket=7; Path=/');
    const page = await pages('/', request('/?lang=es', { 'accept-language': 'en' }), res);
    expect(page).toContain('<html lang="es">');
    expect(res.getHeader('Set-Cookie')).toEqual([
      'mpf_bucket=7; Path=/',
      expect.stringMatching(/^mpf_lang=es; Path=\/; Max-Age=\d+; SameSite=Lax$/),
    ]);
  });
});
