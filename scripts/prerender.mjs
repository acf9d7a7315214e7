// Prerendering (issue 10): after the shell's browser build, each route's page rendered with React's
// server renderer into shell/dist/<path>/index.html: the chrome, the phone, the ZIP prompt, the footer and
// the remote's page itself (tooling/prerender-entry.mjs bundles the shell's renderer with every remote's
// pages module), so the page's largest paint and the phone number are there before any script runs. A
// page that cannot render in Node keeps the frame's loading state, and the build says which and why.
// A route with an id in its path (a plan, a member's account, a document) gets its frame once, rendered
// at its sample path as the holder of a link sees it before the data comes (route-frames/<id>.html),
// served for every valid path of the route. The build's own index.html stays as spa.html, the page of
// every other path. Each page is written once per language (issue 27): index.html in English, index.es.html in
// Spanish (and spa.es.html), each with its `<html lang>`, title and description; the shell's server
// serves the person's (scripts/lib/shell-page.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile, prerenderConfig } from '../tooling/rspack.mjs';
import { API_PORT, origin, ROUTE_FRAMES, root } from './lib/suite.mjs';

const shellDir = path.join(root, 'shell');
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/;

/** The template with a frame in its root element. */
export const withFrame = (template, frame) => {
  if (!ROOT_ELEMENT.test(template)) throw new Error('the shell template has no <div id="root"> to fill');
  return template.replace(ROOT_ELEMENT, () => `<div id="root">${frame}</div>`);
};

/** The file name of a page in a language: index.html, index.es.html (spa.html, spa.es.html). */
export const languageFile = (name, language) =>
  language === 'en' ? `${name}.html` : `${name}.${language}.html`;

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const BOOT_FALLBACK = /(<p id="boot-fallback">)[^<]*(?=<a )/;

/**
 * The template in a language: `<html lang>`, the title, the description and the boot fallback's words
 * (what shows before the app starts, or if it never does; the agent's phone link stays).
 */
export const withHead = (template, { lang, title, description, bootFallback }) => {
  for (const [pattern, what] of [
    [/<html lang="[^"]*"/, '<html lang>'],
    [/<title>[^<]*<\/title>/, '<title>'],
    [/<meta name="description" content="[^"]*"/, 'description'],
    [BOOT_FALLBACK, 'boot fallback (<p id="boot-fallback">… <a href="tel:…">)'],
  ]) {
    if (!pattern.test(template)) throw new Error(`the shell template has no ${what} to fill`);
  }
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(description)}"`,
    )
    .replace(BOOT_FALLBACK, (_, start) => `${start}${escapeHtml(bootFallback)} `);
};

/**
 * @param {{ dist?: string, log?: (line: string) => void, bundle?: string }} [options] dist: the shell's
 *   build (its index.html is the template); bundle: where the Node bundle goes (shell/dist-prerender)
 * @returns {Promise<number>} how many pages were written
 */
export const prerender = async ({ dist = path.join(shellDir, 'dist'), log = console.log, bundle } = {}) => {
  const config = prerenderConfig({ dir: shellDir, outputPath: bundle });
  await compile(config);
  const require = createRequire(import.meta.url);
  const { renderPagesIn, renderRouteFramesIn, pageHead, configForApiBase, remotes, LANGUAGES } = require(
    path.join(config.output.path, 'prerender.cjs'),
  );
  const built = readFileSync(path.join(dist, 'index.html'), 'utf8');
  let written = 0;
  for (const language of LANGUAGES) {
    const template = language === 'en' ? built : withHead(built, await pageHead(language));
    writeFileSync(path.join(dist, languageFile('spa', language)), template);
    // The api base the suite serves in /config.json; the browser's first render uses the served one.
    const pages = await renderPagesIn(language, configForApiBase(origin(API_PORT)), remotes);
    for (const { path: pagePath, html, fallback } of pages) {
      if (fallback)
        log(`[prerender] ${pagePath}: the page (${language}) keeps its loading state (${fallback})`);
      const dir = path.join(dist, pagePath);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, languageFile('index', language)), withFrame(template, html));
    }
    written += pages.length;
    // The frame of each route with an id in its path, for every valid path of it (scripts/lib/shell-page.mjs).
    const frames = await renderRouteFramesIn(language, configForApiBase(origin(API_PORT)), remotes);
    mkdirSync(path.join(dist, ROUTE_FRAMES), { recursive: true });
    for (const { routeId, path: framePath, html, fallback } of frames) {
      if (fallback) {
        log(
          `[prerender] ${routeId} (${framePath}): no frame (${language}), the app's page serves it (${fallback})`,
        );
        continue;
      }
      writeFileSync(
        path.join(dist, ROUTE_FRAMES, languageFile(routeId, language)),
        withFrame(template, html),
      );
      written++;
    }
  }
  return written;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `[prerender] ${await prerender(process.argv[2] ? { dist: path.resolve(process.argv[2]) } : {})} pages`,
  );
}
