// Serves the built shell and remotes (and starts the api), as `npm start` and the e2e tests do.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { inlineScriptHashes, shellContentSecurityPolicy } from './security-headers.mjs';
import { createShellPages } from './shell-page.mjs';
import { IMMUTABLE, startStaticServer } from './static-server.mjs';
import {
  API_PORT,
  allowedOrigins,
  BIND_HOST,
  CDN_PORT,
  defaultRegistry,
  EMBED_PORT,
  PUBLIC_HOST,
  REMOTE_APPS,
  releasesDir,
  root,
  SHELL_PORT,
} from './suite.mjs';
import { visitorBucket } from './visitor-bucket.mjs';

/** The partners service's bearer token, shared by the api and the shell's config (made up when unset). */
const partnerToken = (process.env.PARTNER_API_TOKENS ?? '').split(',')[0] || randomBytes(24).toString('hex');

const { configForApiBase, remoteRegistrySchema } = await tsImport(
  '../../shared-contracts/src/config.ts',
  import.meta.url,
);
const { resolveRegistry } = await tsImport('../../shared-contracts/src/registry.ts', import.meta.url);

/** The runtime remote registry file: read on every request, so editing it switches builds live. */
export const registryFile = () => path.resolve(root, process.env.REMOTES_FILE ?? 'shell/remotes.local.json');

export const readRegistry = () => {
  const file = registryFile();
  return remoteRegistrySchema.parse(
    existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : defaultRegistry(),
  );
};

/** What the shell serves as /config.json: api base URLs and the configured third parties. */
export const runtimeConfig = () => ({
  ...configForApiBase(`http://${PUBLIC_HOST}:${API_PORT}`, process.env.SITE_ENV ?? 'development'),
  partnerToken,
  ...(process.env.SENTRY_DSN ? { sentryDsn: process.env.SENTRY_DSN } : {}),
  ...(process.env.RECAPTCHA_SITE_KEY ? { recaptchaSiteKey: process.env.RECAPTCHA_SITE_KEY } : {}),
});

/**
 * The shell: its pages and /remotes.json carry the registry as this visitor sees it (canary or current,
 * by the visitor's bucket cookie), resolved once per page load; the CSP allows every version's origin.
 * @param {{ dir?: string, registry?: () => unknown }} [options] another build of the shell, another registry
 */
export const serveShell = ({ dir = path.join(root, 'shell/dist'), registry = readRegistry } = {}) => {
  const indexHtml = path.join(dir, 'index.html');
  const inlineHashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const visitorRegistry = (req, res) => resolveRegistry(registry(), visitorBucket(req, res));
  return startStaticServer({
    page: createShellPages({ dir, config: runtimeConfig, registry: visitorRegistry }),
    dir,
    port: SHELL_PORT,
    host: BIND_HOST,
    allowedOrigins: allowedOrigins(),
    routes: { '/config.json': runtimeConfig, '/remotes.json': visitorRegistry },
    headers: () => ({
      'Content-Security-Policy': shellContentSecurityPolicy({
        config: runtimeConfig(),
        registry: registry(),
        inlineHashes,
      }),
    }),
  });
};

export const serveRemote = ({ pkg, port, outputDir = 'dist' }) =>
  startStaticServer({
    dir: path.join(root, pkg, outputDir),
    port,
    host: BIND_HOST,
    allowedOrigins: allowedOrigins(),
  });

/**
 * The embedding's folder (plan-finder.js, embed-app.js, hashed chunks) with the config and the registry
 * beside them, as a CDN folder plus two small no-cache documents would serve them: the loader reads both
 * relative to its own URL, so a partner page needs no other address.
 */
export const serveEmbed = ({ registry = readRegistry } = {}) =>
  startStaticServer({
    dir: path.join(root, 'embed/dist'),
    port: EMBED_PORT,
    host: BIND_HOST,
    allowedOrigins: allowedOrigins(),
    routes: { '/config.json': runtimeConfig, '/remotes.json': registry },
  });

/**
 * The release CDN: `releases/<remote>/<version>/`, every file immutable since its path names its version
 * (docs/releasing.md). The folder is read per request, so a new release is served at once.
 */
export const serveCdn = () => {
  mkdirSync(releasesDir(), { recursive: true });
  return startStaticServer({
    dir: releasesDir(),
    dev: true,
    port: CDN_PORT,
    host: BIND_HOST,
    allowedOrigins: allowedOrigins(),
    cacheControl: () => IMMUTABLE,
  });
};

const waitForHealth = async (url, child, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the api did not become healthy at ${url}`);
};

export const startApi = async () => {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(API_PORT),
      PARTNER_API_TOKENS: process.env.PARTNER_API_TOKENS ?? partnerToken,
      // Partner pages (PARTNER_ORIGINS) call the api from their own origin through the embedding.
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? allowedOrigins().join(','),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://${BIND_HOST}:${API_PORT}/health`, child);
  return child;
};

export const serveAll = async () => {
  const api = await startApi();
  const servers = [
    await serveShell(),
    await serveEmbed(),
    await serveCdn(),
    ...(await Promise.all(REMOTE_APPS.map((r) => serveRemote(r)))),
  ];
  const stop = () =>
    new Promise((resolve) => {
      for (const server of servers) server.close();
      if (api.exitCode !== null) return resolve();
      api.once('exit', resolve);
      api.kill('SIGTERM');
      setTimeout(() => api.kill('SIGKILL'), 5000).unref();
    });
  return { stop };
};
