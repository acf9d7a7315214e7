// Static file servers for the shell and the remotes: hashed assets immutable, entries and manifests
// no-cache, CORS for the allowed origins, SPA fallback for the shell, security headers on every answer.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { STATIC_SECURITY_HEADERS } from './security-headers.mjs';

// plan-finder.js and embed-app.js are the embedding's fixed-name entries (partners' pages name them).
const NO_CACHE =
  /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|config\.json|plan-finder\.js|embed-app\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const cacheControlFor = (pathname) => {
  if (NO_CACHE.test(pathname)) return 'no-cache';
  if (HASHED.test(pathname)) return IMMUTABLE;
  return 'no-cache';
};

/**
 * @param {{ dir: string, port: number, host: string, spa?: boolean, allowedOrigins: string[],
 *   dev?: boolean, routes?: Record<string, (req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse) => unknown>, headers?: () => Record<string, string>,
 *   page?: (pathname: string, req: import('node:http').IncomingMessage,
 *   res: import('node:http').ServerResponse) => Promise<string>, cacheControl?: (pathname: string) => string }} options
 *   routes: JSON documents computed per request; headers: more headers for every answer, computed per request
 *   (the shell's Content-Security-Policy follows the registry in force); page: the HTML of a page path
 *   (any path without a file extension), computed per request; routes and page may set headers (a
 *   cookie) on the response. cacheControl: the Cache-Control of each file (default: by name).
 */
export const startStaticServer = ({
  dir,
  port,
  host,
  spa = false,
  dev = false,
  allowedOrigins,
  routes = {},
  headers = () => ({}),
  page,
  cacheControl = cacheControlFor,
}) => {
  const files = sirv(dir, {
    single: spa,
    // dev: read the folder on every request (a watch build keeps rewriting it).
    dev,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  let lastHeaders = null;
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    let extra;
    try {
      extra = headers();
      lastHeaders = extra;
    } catch (error) {
      // E.g. the registry file caught half-written: the last good headers stand in; a page never goes out
      // without its policy.
      console.error('[static] headers failed', error);
      if (!lastHeaders) {
        res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('Unavailable');
        return;
      }
      extra = lastHeaders;
    }
    for (const [name, value] of Object.entries({ ...STATIC_SECURITY_HEADERS, ...extra })) {
      res.setHeader(name, value);
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes[pathname];
    if (route) {
      try {
        const body = JSON.stringify(route(req, res));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(body);
      } catch (error) {
        console.error(`[static] ${pathname} failed`, error);
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"unavailable"}');
      }
      return;
    }
    if (page && (req.method === 'GET' || req.method === 'HEAD') && !/\.[^/]*$/.test(pathname)) {
      page(pathname, req, res).then(
        (html) => {
          const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
          const body = gzip ? gzipSync(html) : Buffer.from(html);
          res.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
            // After what the page set (the shell's pages vary with the language too).
            Vary: [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '),
            'Content-Length': body.length,
            ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          console.error(`[static] page ${pathname} failed`, error);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Unavailable');
        },
      );
      return;
    }
    files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
};
