// The demo partner site (`npm run partner-demo`): plain HTML on its own origin (port 3020) with styles
// that clash with ours and a strict Content-Security-Policy naming only our origins (no unsafe-eval,
// no unsafe-inline: its own inline script and our <style> elements carry the page's nonce). Run as a
// script it starts the whole suite first; the e2e server imports `servePartnerDemo` instead.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { originsIn, STATIC_SECURITY_HEADERS } from './lib/security-headers.mjs';
import { BIND_HOST, EMBED_PORT, origin, PARTNER_DEMO_PORT, root } from './lib/suite.mjs';

const demoDir = path.join(root, 'embed/demo');
/** The demo's pages and their titles: each page is the body of `pages/<name>` in the site's `layout.html`. */
const PAGES = new Map([
  ['index.html', 'Silver Path Benefits: Medicare plans'],
  ['two.html', 'Two plan finders'],
  ['single-spa.html', 'A single-spa root config with the plan finder parcel'],
  ['empty.html', 'The loader alone'],
]);
const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (whole, name) => values[name] ?? whole);
const FILES = {
  '/partner.css': { file: path.join(demoDir, 'partner.css'), type: 'text/css' },
  // The partner's own icon: without one the browser asked for /favicon.ico, a 404 in every demo's console.
  '/favicon.svg': { file: path.join(demoDir, 'favicon.svg'), type: 'image/svg+xml' },
  // single-spa is the partner's own library in a single-spa root config: served from the partner origin.
  '/vendor/single-spa.js': {
    file: path.join(root, 'node_modules/single-spa/lib/es2015/esm/single-spa.min.js'),
    type: 'text/javascript',
  },
};

/**
 * The lines docs/embedding.md tells a partner to add: the embedding's origin, the remotes' origins of
 * the registry, the api's origin and, when error reporting is on, the Sentry DSN's origin (the embedding
 * reports its errors like the shell); styles by nonce. Computed from the suite in force for the demo.
 */
export const partnerContentSecurityPolicy = ({ nonce, registry, config }) => {
  const embed = origin(EMBED_PORT);
  const remotes = originsIn(registry);
  const apis = originsIn(config.services);
  const sentry = config.sentryDsn ? originsIn(config.sentryDsn) : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, embed, ...remotes],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'connect-src': ["'self'", embed, ...remotes, ...apis, ...sentry],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
};

/** @param {{ registry: () => unknown, config: () => { services: Record<string, string>, sentryDsn?: string } }} suite */
export const servePartnerDemo = ({ registry, config }) => {
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pathname === '/' ? 'index.html' : pathname.slice(1);
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    const title = PAGES.get(page);
    if (title) {
      const nonce = randomBytes(16).toString('base64');
      const layout = readFileSync(path.join(demoDir, 'layout.html'), 'utf8');
      const body = readFileSync(path.join(demoDir, 'pages', page), 'utf8').trimEnd();
      const html = fill(fill(layout, { title, body }), { nonce, embed: origin(EMBED_PORT) });
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': partnerContentSecurityPolicy({
          nonce,
          registry: registry(),
          config: config(),
        }),
      });
      res.end(html);
      return;
    }
    const asset = FILES[pathname];
    if (asset) {
      res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'no-cache' });
      res.end(readFileSync(asset.file));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(PARTNER_DEMO_PORT, BIND_HOST, () => resolve(server));
  });
};

/** The demo's origin, which the suite's servers and the api must allow (set before they start). */
export const allowPartnerDemo = () => {
  const demo = [`http://localhost:${PARTNER_DEMO_PORT}`, `http://127.0.0.1:${PARTNER_DEMO_PORT}`];
  const listed = (process.env.PARTNER_ORIGINS ?? '').split(',').filter(Boolean);
  process.env.PARTNER_ORIGINS = [...new Set([...listed, ...demo])].join(',');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  allowPartnerDemo();
  const { buildAll } = await import('./build.mjs');
  const { readRegistry, runtimeConfig, serveAll } = await import('./lib/serve-suite.mjs');
  await buildAll();
  const suite = await serveAll();
  const demo = await servePartnerDemo({ registry: readRegistry, config: runtimeConfig });
  console.log(`[partner-demo] partner site ${origin(PARTNER_DEMO_PORT)}  <- open this`);
  console.log(`[partner-demo] loader       ${origin(EMBED_PORT)}/plan-finder.js`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    demo.close();
    await suite.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
