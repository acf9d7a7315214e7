// The build-time renderer over the real sources: the shell's renderer bundled with every remote's pages
// module (tooling/prerender-entry.mjs), written into a scratch copy of the shell's template.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerender } from './prerender.mjs';

const { homeMessages } = await tsImport('../mfe-plans/src/features/home/messages.ts', import.meta.url);
const { default: homeEs } = await tsImport('../mfe-plans/src/features/home/messages.es.ts', import.meta.url);
const { default: chromeEs } = await tsImport('../shell/src/features/chrome/messages.es.ts', import.meta.url);
const { default: headEs } = await tsImport('../shell/src/features/page-head/messages.es.ts', import.meta.url);
const { chromeMessages } = await tsImport('../shell/src/features/chrome/messages.ts', import.meta.url);
const { commonMessages } = await tsImport('../web-kit/src/messages.ts', import.meta.url);
const { DISCLAIMER_LAST_UPDATED } = await tsImport('../shared-contracts/src/constants.ts', import.meta.url);
/** A remote page's loading state (PageLoading), not the ZIP prompt's live region (also a status). */
const LOADING = `<p role="status" aria-live="polite">${commonMessages.loading}</p>`;
const { doctorSearchMessages } = await tsImport(
  '../mfe-providers/src/features/doctor-search/messages.ts',
  import.meta.url,
);

const { pageHeadMessages } = await tsImport('../shell/src/features/page-head/messages.ts', import.meta.url);
const { yourInformationMessages } = await tsImport(
  '../mfe-member/src/features/your-information/messages.ts',
  import.meta.url,
);
const { default: yourInformationEs } = await tsImport(
  '../mfe-member/src/features/your-information/messages.es.ts',
  import.meta.url,
);
const { accessMessages } = await tsImport('../mfe-member/src/features/access/messages.ts', import.meta.url);
const BOOT_LINK = '<a href="tel:+16232238884">(623) 223-8884</a> (TTY:711).';
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="d" /><title>t</title></head><body><div id="root"><p id="boot-fallback">${pageHeadMessages.bootFallback} ${BOOT_LINK}</p></div></body></html>`;
const scratch = mkdtempSync(path.join(tmpdir(), 'prerender-'));
const dist = path.join(scratch, 'dist');
const logged = [];
const page = (pagePath, file = 'index.html') => readFileSync(path.join(dist, pagePath, file), 'utf8');
/** The page's text, markup and styles left out. */
const text = (html) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  await prerender({ dist, bundle: path.join(scratch, 'bundle'), log: (line) => logged.push(line) });
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('prerender', () => {
  it("writes the home page's hero into / inside the remote's wrapper, with no loading state", () => {
    const html = page('/');
    expect(html).toContain(
      '<div data-remote="mfe_plans" data-remote-build="" data-prerendered-page="true" inert="">',
    );
    expect(html).toMatch(new RegExp(`<h1[^>]*>${homeMessages.title}</h1>`));
    expect(text(html)).toContain(homeMessages.intro);
    expect(html).not.toContain(LOADING);
    // The chrome and the phone stay; no script of React's streaming is in the page.
    expect(html).toContain('href="tel:+16232238884"');
    expect(html).not.toMatch(/<script(?! type="application\/json")/);
  });

  it("writes the doctor search's heading into /providers/search/", () => {
    const html = page('/providers/search/');
    expect(html).toContain('data-remote="mfe_providers"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${doctorSearchMessages.title}</h1>`));
  });

  it('renders the four landing pages in Node (none keeps the loading state)', () => {
    for (const landing of ['/', '/plans/all/', '/onboarding/multistep/step/zip/', '/providers/search/']) {
      expect(logged.filter((line) => line.includes(` ${landing}:`))).toEqual([]);
      expect(page(landing)).toContain('data-remote=');
    }
  });

  it("keeps the build's own page as spa.html, the page of paths that are not prerendered", () => {
    expect(readFileSync(path.join(dist, 'spa.html'), 'utf8')).toBe(TEMPLATE);
    expect(page('/').startsWith(TEMPLATE.slice(0, TEMPLATE.indexOf('<p id="boot-fallback">')))).toBe(true);
  });

  it('writes each page in Spanish too (index.es.html): lang="es", its head and its words', () => {
    const html = page('/', 'index.es.html');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<title>${headEs.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${headEs.description}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${homeEs.title}</h1>`));
    expect(text(html)).toContain(homeEs.intro);
    expect(text(html)).not.toContain(homeMessages.intro);
    expect(text(html)).toContain(chromeEs.skipToContent);
    expect(text(html)).not.toContain(chromeMessages.skipToContent);
    // The disclaimers' date as Spanish writes it, not 05/22/2025 (read day first in Spanish).
    const [month, day, year] = DISCLAIMER_LAST_UPDATED.split('/').map(Number);
    const longDate = new Intl.DateTimeFormat('es-US', { dateStyle: 'long' }).format(
      new Date(year, month - 1, day),
    );
    expect(text(html)).toContain(chromeEs.lastUpdated(longDate));
    expect(page('/providers/search/', 'index.es.html')).toContain('<html lang="es">');
    expect(readFileSync(path.join(dist, 'spa.es.html'), 'utf8')).toContain('<html lang="es">');
  });

  it("writes spa.es.html's boot fallback in Spanish, the agent's phone link kept", () => {
    const spa = readFileSync(path.join(dist, 'spa.es.html'), 'utf8');
    expect(spa).toContain(`<p id="boot-fallback">${headEs.bootFallback} ${BOOT_LINK}</p>`);
    expect(spa).not.toContain(pageHeadMessages.bootFallback);
  });

  it("writes a member page's frame in both languages: its title and intro over the loading line", () => {
    const frame = (file) => readFileSync(path.join(dist, 'route-frames', file), 'utf8');
    const html = frame('member-opp.html');
    expect(html).toContain(
      '<div data-remote="mfe_member" data-remote-build="" data-prerendered-page="true" inert="">',
    );
    expect(html).toMatch(new RegExp(`<h1[^>]*>${yourInformationMessages.title}</h1>`));
    expect(text(html)).toContain(yourInformationMessages.intro);
    expect(text(html)).toContain(accessMessages.opening);
    expect(html).toContain('href="tel:+16232238884"');
    // The sample's account and reference only as whole segments of links, which the server fills.
    expect(html.replace(/ href="[^"]*"/g, '')).not.toMatch(/A1001|WR12345/i);
    const es = frame('member-opp.es.html');
    expect(es).toContain('<html lang="es">');
    expect(text(es)).toContain(yourInformationEs.intro);
    for (const id of ['member-anoc', 'member-next-steps', 'member-personalization'])
      expect(frame(`${id}.html`)).toContain('data-remote="mfe_member"');
    expect(logged.filter((line) => line.includes('member-'))).toEqual([]);
  });

  it('writes no frame for a route whose title comes with its data (a plan), which keeps spa.html', () => {
    expect(() => readFileSync(path.join(dist, 'route-frames', 'plans-hmo-detail.html'))).toThrow();
  });

  it("the English template's boot fallback is the catalogue's English", () => {
    const shellTemplate = readFileSync(path.join(import.meta.dirname, '../tooling/index.html'), 'utf8');
    expect(shellTemplate).toContain(`<p id="boot-fallback">${pageHeadMessages.bootFallback} <a `);
  });
});
