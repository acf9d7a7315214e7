/** Mount the implemented endpoints on Hono: auth first (401 before 400), then query, params and body validation. */

import { createHash } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AnyEndpoint, EndpointAuth } from 'shared-contracts/endpoints';
import { fieldMessage } from 'shared-contracts/zod-messages';
import { config, type core, safeParse } from 'zod';
import type { AppDeps } from '../deps';
import { EncodedJson } from './encoded-json';
import { badRequest, unauthorized, zodIssues } from './errors';
import { JSON_CONTENT, jsonBytes } from './json-body';
import { assertJsonDepth } from './json-depth';
import { API_MESSAGES } from './messages';
import { checkResponse } from './response-check';
import {
  type Caller,
  Download,
  honoPaths,
  type RateLimitKind,
  Redirect,
  Reply,
  type Route,
  type RouteRegistry,
  type SessionCaller,
} from './routes';
import { bearerToken } from './tokens';

// A check without words of its own answers a catalogued message, which the answer gives in the request's
// language (errors.ts translates it), not zod's English ("Too big: expected string to have <=80
// characters" to a Spanish visit). The same words as the browser's (shared-contracts/zod-config).
config({ localeError: fieldMessage });

/** PostgreSQL text cannot hold NUL characters: refuse them up front as a client error. */
const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => hasNul(k) || hasNul(v));
  return false;
};

const parse = (schema: core.$ZodType | undefined, value: unknown, invalid: string) => {
  if (hasNul(value)) throw badRequest(invalid, [{ path: '', message: API_MESSAGES.nulNotAllowed }]);
  if (!schema) return undefined;
  const result = safeParse(schema, value);
  if (!result.success) throw badRequest(invalid, zodIssues(result.error));
  return result.data;
};

/** Query as an object; a key given several times becomes a list. */
const rawQuery = (c: Context): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
};

const readJson = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  assertJsonDepth(text);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(API_MESSAGES.malformedJson);
  }
};

const sessionFromToken = async (c: Context, deps: AppDeps): Promise<SessionCaller | null> => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return null;
  const sessionId = await deps.tokens.verify(token);
  if (!sessionId) return null;
  // A valid signature is not enough: the session must still exist (e.g. after a db reset).
  const [row] = await deps.db.query<{ lists_version: string }>(
    'select lists_version::text as lists_version from sessions where id = $1',
    [sessionId],
    { name: 'session.check' },
  );
  return row ? { kind: 'session', sessionId, listsVersion: row.lists_version } : null;
};

const timingSafeEqual = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

/** A short, stable name of an agency tool's token for records (never the token itself). */
const toolOf = (token: string) =>
  `agent-api:${createHash('sha256').update(token).digest('hex').slice(0, 12)}`;

const memberFromToken = async (token: string, deps: AppDeps): Promise<string | null> => {
  const grant = await deps.grants.verify('member', token);
  if (!grant) return null;
  const rows = await deps.db.query('select 1 from member_accounts where id = $1', [grant.subject]);
  return rows.length > 0 ? grant.subject : null;
};

/** The caller the endpoint's auth admits; 401 (Unauthorized Session) for anyone else. */
const authorize = async (endpoint: AnyEndpoint, c: Context, deps: AppDeps): Promise<Caller> => {
  const token = bearerToken(c.req.header('authorization'));
  switch (endpoint.auth as EndpointAuth) {
    case 'none':
      return null;
    case 'agent':
      if (token && deps.config.agentApiTokens.some((t) => timingSafeEqual(t, token)))
        return { kind: 'agent', tool: toolOf(token) };
      throw unauthorized();
    case 'member': {
      const accountId = token ? await memberFromToken(token, deps) : null;
      if (!accountId) throw unauthorized();
      return { kind: 'member', accountId };
    }
    case 'meeting': {
      if (!token) throw unauthorized();
      const link = await deps.grants.verify('meeting', token);
      if (link) return { kind: 'link', meetingId: link.subject };
      const accountId = await memberFromToken(token, deps);
      if (accountId) return { kind: 'member', accountId };
      break;
    }
    case 'partner':
      if (token && deps.config.partnerApiTokens.some((t) => timingSafeEqual(t, token))) return null;
      break;
    case 'session':
      break;
  }
  const session = await sessionFromToken(c, deps);
  if (!session) throw unauthorized();
  return session;
};

const handlerFor =
  ({ endpoint, handler }: Route, deps: AppDeps) =>
  async (c: Context) => {
    const caller = await authorize(endpoint, c, deps);
    const query = parse(endpoint.query, rawQuery(c), API_MESSAGES.invalidQuery);
    const params = parse(endpoint.params, c.req.param(), API_MESSAGES.invalidPathParameters);
    const body = endpoint.body
      ? parse(endpoint.body, await readJson(c), API_MESSAGES.invalidBody)
      : undefined;
    const result = await handler({
      c,
      deps,
      query,
      params,
      body,
      sessionId: endpoint.auth === 'session' && caller?.kind === 'session' ? caller.sessionId : null,
      caller,
    });
    if (endpoint.redirects) {
      if (!(result instanceof Redirect)) throw new Error(`${endpoint.path} must answer a Redirect`);
      c.header('cache-control', 'no-store');
      return c.redirect(result.url, 302);
    }
    if (endpoint.response === null) return c.body(null, 204);
    if (endpoint.produces) {
      if (!(result instanceof Download)) throw new Error(`${endpoint.path} must answer a Download`);
      const headers = {
        'content-type':
          endpoint.produces === 'text/calendar' ? 'text/calendar; charset=utf-8' : endpoint.produces,
        'content-disposition': `attachment; filename="${result.filename}"`,
        'cache-control': 'no-store',
      };
      return typeof result.body === 'string'
        ? c.body(result.body, 200, headers)
        : c.body(new Uint8Array(result.body).buffer, 200, headers);
    }
    if (result instanceof EncodedJson) {
      const bytes = result.bytes();
      // Bytes from a cache passed the check (as RESPONSE_CHECK samples) when they were built; with
      // always (tests, e2e) every answer is checked as sent all the same.
      if (!result.checked && deps.config.responseCheck === 'always')
        checkResponse(endpoint, JSON.parse(bytes.toString('utf8')), deps);
      return c.body(bytes, endpoint.status ?? 200, JSON_CONTENT);
    }
    const reply = result instanceof Reply ? result : new Reply(endpoint.status ?? 200, result);
    checkResponse(endpoint, reply.body, deps);
    return c.body(jsonBytes(reply.body), reply.status, JSON_CONTENT);
  };

export const mountRoutes = (
  app: Hono,
  registry: RouteRegistry,
  deps: AppDeps,
  limiters: Record<RateLimitKind, MiddlewareHandler>,
) => {
  // gzip only (every browser takes it; deflate's two framings are a known source of decoding trouble).
  const compressed = compress({ encoding: 'gzip' });
  for (const route of registry.routes) {
    const middleware = [
      ...(route.rateLimit ? [limiters[route.rateLimit]] : []),
      ...(route.compress ? [compressed] : []),
    ];
    app.on(
      route.endpoint.method.toUpperCase(),
      honoPaths(route.endpoint),
      ...middleware,
      handlerFor(route, deps),
    );
  }
};
