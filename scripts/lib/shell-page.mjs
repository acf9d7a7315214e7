// The shell's HTML, per request: the prerendered frame of the path (scripts/prerender.mjs), with the
// runtime config and the remote registry in force written into it as JSON (a data block the browser
// does not execute, so the CSP needs no hash for it), and preload links for the remote that owns the
// route: its manifest, its remote entry and its pages chunk. Host code, registry, manifest, remote entry
// and page chunk then load side by side instead of one after another. Each page is served in the
// person's language (issue 27): the prerendered copy of that language (index.es.html beside index.html).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchPath, matchRoutes } from 'react-router-dom';
import { tsImport } from 'tsx/esm/api';
import { ROUTE_FRAMES } from './suite.mjs';

const { ROUTES, validateRouteParams } = await tsImport(
  '../../shared-contracts/src/routes.ts',
  import.meta.url,
);
const { BOOT_DATA_ELEMENT_ID } = await tsImport('../../shared-contracts/src/config.ts', import.meta.url);
const { contractProblems } = await tsImport('../../shared-contracts/src/compatibility.ts', import.meta.url);
const { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageFromSearch, preferredLanguage } =
  await tsImport('../../shared-contracts/src/language.ts', import.meta.url);
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const MANIFEST_TTL_MS = 5_000;
const MANIFEST_TIMEOUT_MS = 300;

const remoteRoutes = ROUTES.filter((route) => route.owner !== 'shell').map((route) => ({
  path: route.path,
  owner: route.owner,
  def: route,
}));

/** The remote route a path is a page of, with its parameters, when they pass its schema; else null. */
const validRouteOf = (pathname) => {
  const match = matchRoutes(remoteRoutes, pathname)?.[0];
  return match && validateRouteParams(match.route.def, match.params)
    ? { route: match.route.def, params: match.params }
    : null;
};

/**
 * A route frame (scripts/prerender.mjs: rendered at the route's sample path) for one path of the route:
 * each link path segment that is one of the sample's values becomes the path's own value (left out when
 * the path has none, an optional parameter). The build wrote no frame showing a sample value elsewhere.
 */
export const withPathValues = (html, route, params) => {
  const sample = matchPath(route.path, route.sample)?.params ?? {};
  const swaps = new Map(
    Object.entries(sample)
      .filter(([, value]) => value)
      .map(([name, value]) => [value, params[name]]),
  );
  if (swaps.size === 0) return html;
  return html.replace(
    / href="([^"]*)"/g,
    (_, href) =>
      ` href="${href
        .split('/')
        .flatMap((segment) => {
          if (!swaps.has(segment)) return [segment];
          const own = swaps.get(segment);
          return own ? [encodeURIComponent(own)] : [];
        })
        .join('/')}"`,
  );
};

/** The remote that renders a path, ranked as the shell's router ranks routes; null for the 404 page. */
export const ownerOf = (pathname) => matchRoutes(remoteRoutes, pathname)?.[0]?.route.owner ?? null;

/** JSON safe inside <script>: no "</script>" or "<!--" can end or change the block. */
export const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The URLs to preload for a remote, from its manifest (publicPath "auto": next to the manifest). */
export const remotePreloads = (manifestUrl, manifest) => {
  const base = new URL('.', manifestUrl);
  const { remoteEntry } = manifest.metaData;
  const pages = manifest.exposes.find((e) => e.path === './pages');
  return {
    manifest: manifestUrl,
    scripts: [
      new URL(path.posix.join(remoteEntry.path, remoteEntry.name), base).href,
      ...(pages?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
    ],
  };
};

/** Manifests fetched by the server, kept a few seconds; a remote that is down or slow gets no preloads. */
const createManifestCache = () => {
  const cache = new Map();
  return async (url) => {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.value;
    const value = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    cache.set(url, { at: Date.now(), value });
    return value;
  };
};

/** The file a page of a language is written in (scripts/prerender.mjs): index.html, index.es.html. */
const inLanguage = (name, language) =>
  language === DEFAULT_LANGUAGE ? `${name}.html` : `${name}.${language}.html`;

/** The first of the files that exists. */
const firstFile = (...files) => files.find((file) => existsSync(file));

/**
 * The page of a path in a language: its prerendered page when there is one, else its route's frame (a
 * framed route, the parameters valid: `frame` holds the route and the path's parameters, to put in it),
 * else the app's page (spa.html); the English one when the build has none in the language.
 */
const pageOf = (dir, pathname, language) => {
  const fallback = {
    file:
      firstFile(path.join(dir, inLanguage('spa', language)), path.join(dir, 'spa.html')) ??
      path.join(dir, 'index.html'),
    frame: null,
  };
  // Only plain route paths map to a folder: no dots, so never outside dist.
  if (!/^\/([\w-]+\/)*$/.test(pathname)) return fallback;
  const folder = path.join(dir, pathname);
  const page = firstFile(path.join(folder, inLanguage('index', language)), path.join(folder, 'index.html'));
  if (page) return { file: page, frame: null };
  const frame = validRouteOf(pathname);
  const frames = path.join(dir, ROUTE_FRAMES);
  const id = frame?.route.id;
  const file = id && firstFile(path.join(frames, inLanguage(id, language)), path.join(frames, `${id}.html`));
  return file ? { file, frame } : fallback;
};

/** The file of a path in a language (pageOf). */
export const pageFile = (dir, pathname, language = DEFAULT_LANGUAGE) => pageOf(dir, pathname, language).file;

/** The language tags of an `Accept-Language` header, most preferred first; those with q=0 left out. */
export const acceptedLanguages = (header) =>
  header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return { tag, index, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);

const cookieLanguage = (header = '') => {
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value.join('='))) return value.join('=');
  }
  return null;
};

/**
 * The language of a page request, as the app decides it: `?lang=` on the address, else the person's
 * choice (the language cookie the app keeps), else the request's Accept-Language on a first visit.
 * @param {{ url?: string, headers: import('node:http').IncomingHttpHeaders }} req
 */
export const pageLanguage = (req) =>
  languageFromSearch(new URL(req.url ?? '/', 'http://x').search) ??
  cookieLanguage(req.headers.cookie) ??
  preferredLanguage(acceptedLanguages(String(req.headers['accept-language'] ?? ''))) ??
  DEFAULT_LANGUAGE;

/** Adds a value to a response header that may be set already (Vary, Set-Cookie). */
const appendHeader = (res, name, value) => {
  const current = res.getHeader(name);
  if (name === 'Set-Cookie') res.setHeader(name, [current ?? []].flat().concat(value));
  else res.setHeader(name, current ? `${current}, ${value}` : value);
};

/** The headers of a page that follows the language: its Vary, and the cookie of a `?lang=` choice. */
const keepLanguage = (req, res) => {
  // The same address is a page in either language: a cache keeps one copy per cookie and language.
  appendHeader(res, 'Vary', 'Cookie, Accept-Language');
  // `?lang=` is a choice: kept for the next request, before any script has run (or where none runs).
  const asked = languageFromSearch(new URL(req.url ?? '/', 'http://x').search);
  if (!asked) return;
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  appendHeader(
    res,
    'Set-Cookie',
    `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`,
  );
};

/**
 * @param {{ dir: string, config: () => unknown,
 *   registry: (req?: unknown, res?: unknown) => { remotes: { name: string, entry: string }[] } }} options
 *   registry: the registry this request's visitor gets (plain entries, resolved by the caller)
 * @returns {(pathname: string, req?: unknown, res?: unknown) => Promise<string>}
 */
export const createShellPages = ({ dir, config, registry }) => {
  const manifests = createManifestCache();
  const files = new Map();
  const read = (file) => {
    const mtime = statSync(file).mtimeMs;
    const hit = files.get(file);
    if (hit?.mtime === mtime) return hit.html;
    const html = readFileSync(file, 'utf8');
    files.set(file, { mtime, html });
    return html;
  };
  return async (pathname, req, res) => {
    const language = req ? pageLanguage(req) : DEFAULT_LANGUAGE;
    const { file, frame } = pageOf(dir, pathname, language);
    const html = frame ? withPathValues(read(file), frame.route, frame.params) : read(file);
    const reg = registry(req, res);
    if (res) keepLanguage(req, res);
    const owner = ownerOf(pathname);
    const entry = owner && reg.remotes.find((r) => r.name === owner)?.entry;
    const manifest = entry ? await manifests(entry) : null;
    const links = [];
    // A build the page will refuse to mount (another contracts or React major) is not worth downloading.
    if (manifest && contractProblems(owner, manifest).length === 0) {
      const preloads = remotePreloads(entry, manifest);
      links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(preloads.manifest)}">`);
      for (const src of preloads.scripts) links.push(`<link rel="preload" as="script" href="${attr(src)}">`);
    }
    const data = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson({ config: config(), registry: reg })}</script>`;
    return html.replace('</head>', `${links.join('')}${data}</head>`);
  };
};
