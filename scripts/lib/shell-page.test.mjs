// The shell's page per request in the person's language (issue 27): which prerendered copy is served.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  createShellPages,
  pageFile,
  pageLanguage,
  withPathValues,
} from './shell-page.mjs';
import { ROUTE_FRAMES } from './suite.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'shell-page-'));
const html = (lang) => `<!doctype html><html lang="${lang}"><head></head><body></body></html>`;
mkdirSync(path.join(dir, 'plans/all'), { recursive: true });
writeFileSync(path.join(dir, 'index.html'), html('en'));
writeFileSync(path.join(dir, 'index.es.html'), html('es'));
writeFileSync(path.join(dir, 'plans/all/index.html'), html('en'));
writeFileSync(path.join(dir, 'spa.html'), html('en'));
writeFileSync(path.join(dir, 'spa.es.html'), html('es'));
/** A member page's frame as the build writes it, rendered at the route's sample (/member/A1001/opp/WR12345/). */
const frame = (lang) =>
  `<!doctype html><html lang="${lang}"><head></head><body><a href="/member/A1001/opp/WR12345/next-steps/">3</a><a href="tel:+16232238884">Call</a></body></html>`;
mkdirSync(path.join(dir, ROUTE_FRAMES));
writeFileSync(path.join(dir, ROUTE_FRAMES, 'member-opp.html'), frame('en'));
writeFileSync(path.join(dir, ROUTE_FRAMES, 'member-next-steps.html'), frame('en'));
writeFileSync(path.join(dir, ROUTE_FRAMES, 'member-next-steps.es.html'), frame('es'));
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

describe("a framed route's page (a member page: an id in its path)", () => {
  it("is the route's frame for a path whose values pass, in the language's copy where there is one", () => {
    const frames = path.join(dir, ROUTE_FRAMES);
    expect(pageFile(dir, '/member/123/opp/WR9/next-steps/', 'es')).toBe(
      path.join(frames, 'member-next-steps.es.html'),
    );
    expect(pageFile(dir, '/member/123/opp/WR9/', 'es')).toBe(path.join(frames, 'member-opp.html'));
    // The reference id is optional on the pre-meeting pages.
    expect(pageFile(dir, '/member/123/opp/next-steps/')).toBe(path.join(frames, 'member-next-steps.html'));
  });

  it("is the app's page for values the route refuses (the app shows the 404 page), or with no frame built", () => {
    expect(pageFile(dir, `/member/${'7'.repeat(65)}/opp/WR9/`)).toBe(path.join(dir, 'spa.html'));
    expect(pageFile(dir, '/member/123/opp/WR9/anoc/')).toBe(path.join(dir, 'spa.html'));
  });

  it("has the path's own values in its links, where the sample's were", async () => {
    const pages = createShellPages({ dir, config: () => ({}), registry: () => ({ remotes: [] }) });
    const page = await pages('/member/9c4b-2e1a/opp/Tn_W-9/', request('/member/9c4b-2e1a/opp/Tn_W-9/'));
    expect(page).toContain('<a href="/member/9c4b-2e1a/opp/Tn_W-9/next-steps/">3</a>');
    expect(page).not.toMatch(/A1001|WR12345/);
    expect(page).toContain('<a href="tel:+16232238884">');
  });

  it('leaves an optional value out of the links where the path has none', () => {
    const route = {
      path: '/member/:accountId/opp/:websiteReferenceId?/x/',
      sample: '/member/A1001/opp/WR12345/x/',
    };
    expect(withPathValues(frame('en'), route, { accountId: '77' })).toContain(
      '<a href="/member/77/opp/next-steps/">',
    );
  });

  it('changes only whole path segments of links, never text or a longer segment', () => {
    const route = { path: '/member/:accountId/opp/', sample: '/member/A1001/opp/' };
    const page = '<p>A1001</p><a href="/member/A1001/opp/?x=A1001">a</a><a href="/member/A10012/">b</a>';
    expect(withPathValues(page, route, { accountId: '5' })).toBe(
      '<p>A1001</p><a href="/member/5/opp/?x=A1001">a</a><a href="/member/A10012/">b</a>',
    );
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
