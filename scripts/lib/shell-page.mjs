// The shell's HTML, per request: the prerendered frame of the path (scripts/prerender.mjs), with the
// runtime config and the remote registry in force written into it as JSON (a data block the browser
// does not execute, so the CSP needs no hash for it), and preload links for the remote that owns the
// route: its manifest, its remote entry and its pages chunk. Host code, registry, manifest, remote entry
// and page chunk then load side by side instead of one after another.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { tsImport } from 'tsx/esm/api';

const { ROUTES } = await tsImport('../../shared-contracts/src/routes.ts', import.meta.url);
const { BOOT_DATA_ELEMENT_ID } = await tsImport('../../shared-contracts/src/config.ts', import.meta.url);
const { contractProblems } = await tsImport('../../shared-contracts/src/compatibility.ts', import.meta.url);
const MANIFEST_TTL_MS = 5_000;
const MANIFEST_TIMEOUT_MS = 300;

const remoteRoutes = ROUTES.filter((route) => route.owner !== 'shell').map((route) => ({
  path: route.path,
  owner: route.owner,
}));

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

/** The file of a path: its prerendered page when there is one, else the app's page (spa.html). */
export const pageFile = (dir, pathname) => {
  const fallback = existsSync(path.join(dir, 'spa.html')) ? 'spa.html' : 'index.html';
  // Only plain route paths map to a folder: no dots, so never outside dist.
  if (!/^\/([\w-]+\/)*$/.test(pathname)) return path.join(dir, fallback);
  const file = path.join(dir, pathname, 'index.html');
  return existsSync(file) ? file : path.join(dir, fallback);
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
    const html = read(pageFile(dir, pathname));
    const reg = registry(req, res);
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
