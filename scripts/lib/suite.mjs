// The suite's packages, ports and addresses in one place, for start, build, dev and the tests.
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export const API_PORT = Number(process.env.API_PORT ?? 4000);
export const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
/** Servers listen on loopback only. */
export const BIND_HOST = '127.0.0.1';
export const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';

export const REMOTE_APPS = [
  { pkg: 'mfe-onboarding', name: 'mfe_onboarding', port: 3001 },
  { pkg: 'mfe-plans', name: 'mfe_plans', port: 3002 },
  { pkg: 'mfe-providers', name: 'mfe_providers', port: 3003 },
  { pkg: 'mfe-member', name: 'mfe_member', port: 3004 },
];
/** The partner embedding (loader script and plan finder), served like a CDN folder would be. */
export const EMBED_PORT = Number(process.env.EMBED_PORT ?? 3005);
/** The demo partner site: another origin, its own clashing styles and a strict CSP. */
export const PARTNER_DEMO_PORT = Number(process.env.PARTNER_DEMO_PORT ?? 3020);
/** A second build of mfe-plans (label "canary") the e2e suite serves (scripts/e2e-server.mjs). */
export const CANARY_PORT = 3012;
/** The release "CDN": every published remote build under its immutable versioned path (docs/releasing.md). */
export const CDN_PORT = Number(process.env.CDN_PORT ?? 3006);
/** Where releases are kept (`<remote package>/<version>/`), and the public base URL they are served at. */
export const releasesDir = () => path.resolve(root, process.env.RELEASES_DIR ?? 'releases');
export const cdnBase = () =>
  (process.env.CDN_BASE ?? `http://${PUBLIC_HOST}:${CDN_PORT}`).replace(/\/+$/, '');
export const FRONTEND_PACKAGES = ['shell', ...REMOTE_APPS.map((r) => r.pkg), 'embed'];
/**
 * The folder of the shell's build that holds the route frames (scripts/prerender.mjs writes them,
 * scripts/lib/shell-page.mjs serves them): `<route id>.html`, `<route id>.es.html`.
 */
export const ROUTE_FRAMES = 'route-frames';

export const origin = (port) => `http://${PUBLIC_HOST}:${port}`;

/** Origins allowed to load remotes and call the api: the shell, the remotes, and partner sites. */
export const allowedOrigins = () => {
  const ports = [SHELL_PORT, ...REMOTE_APPS.map((r) => r.port), EMBED_PORT];
  const local = ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const partners = (process.env.PARTNER_ORIGINS ?? '').split(',').filter(Boolean);
  return [...local, ...partners];
};

export const defaultRegistry = () => ({
  remotes: REMOTE_APPS.map((r) => ({ name: r.name, entry: `${origin(r.port)}/mf-manifest.json` })),
});
