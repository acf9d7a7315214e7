/** CORS allow-list, security headers, body size limit and per-client rate limits (counted in the database). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { rateLimiter } from 'hono-rate-limiter';
import { TRANSACTION_HEADER } from 'shared-contracts/http';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/db';
import { createPostgresRateLimitStore } from '../features/rate-limits/index';
import { messageAnswer } from './errors';
import { API_MESSAGES } from './messages';
import type { RateLimitKind } from './routes';

const EXPOSED_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'];

/**
 * CORS: hono's cors answers preflights; on every other request the headers are added after the handler,
 * to the response it made. (hono's cors sets them on c.res before the handler runs, and hono then
 * rebuilds the handler's response around a stream of its body, which the server reads back: the
 * largest cost of a plan search before.)
 */
export const corsMiddleware = (config: ApiConfig): MiddlewareHandler => {
  const allowed = (origin: string) => (config.corsOrigins.includes(origin) ? origin : null);
  const preflight = cors({
    origin: allowed,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization', TRANSACTION_HEADER],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  const exposed = EXPOSED_HEADERS.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const headers = c.res.headers;
    const origin = allowed(c.req.header('origin') ?? '');
    if (origin) headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Expose-Headers', exposed);
    headers.append('Vary', 'Origin');
  };
};

export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    // JSON, plus the content service's plain legal pages (inline styles only): no scripts, no framing.
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      frameAncestors: ["'none'"],
    },
    crossOriginResourcePolicy: 'cross-origin',
  });

/**
 * Bodies over BODY_LIMIT_BYTES get 413. GET and HEAD requests have no body (fetch gives them none), and
 * asking for it makes @hono/node-server build a whole Request: half of what GET /health cost.
 */
export const bodyLimitMiddleware = (config: ApiConfig): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => messageAnswer(c, API_MESSAGES.payloadTooLarge, 413),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};

/**
 * The client address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy (kept to the
 * characters of an IP address and 64 of them: it becomes a database key).
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')[0]
      ?.replace(/[^0-9A-Za-z.:_-]/g, '')
      .slice(0, 64);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
};

/** Per-client limits per minute; the counts live in the database, so every replica enforces the same ones. */
export const createRateLimiters = (
  config: ApiConfig,
  db: Queryable,
): Record<RateLimitKind, MiddlewareHandler> => {
  const limiter = (limit: number, name: string) =>
    rateLimiter({
      windowMs: 60_000,
      limit,
      store: createPostgresRateLimitStore(db),
      standardHeaders: 'draft-6',
      keyGenerator: (c) => `${name}:${clientAddress(c, config.trustProxy)}`,
      handler: (c) => messageAnswer(c, API_MESSAGES.tooManyRequests, 429),
    });
  return {
    session: limiter(config.sessionRateLimit, 'session'),
    lead: limiter(config.leadRateLimit, 'lead'),
    analytics: limiter(config.analyticsRateLimit, 'analytics'),
  };
};
