/**
 * Routes: a feature implements an endpoint descriptor of shared-contracts (path, auth, zod schemas) with
 * a handler and the server-only options (rate limit). The same descriptor is mounted on Hono (validation,
 * auth, rate limit), described in /openapi.json and called by the browser's typed client, so the
 * contract the clients parse with is the one the api enforces.
 */
import type { Context } from 'hono';
import {
  type AnyEndpoint,
  endpointPath,
  PATH_PARAM,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type ServiceName,
} from 'shared-contracts/endpoints';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { EncodedJson } from './encoded-json';

/** session: session creation; lead: lead posts; analytics: the unauthenticated data-warehouse writes. */
export type RateLimitKind = 'session' | 'lead' | 'analytics';

/** Where each service of the browser's runtime config is served by this api. */
export const SERVICE_PREFIXES: Record<ServiceName, string> = {
  consumer: '/consumer',
  products: '/products',
  providerNetwork: '/provider-network',
  dataWarehouse: '/dw',
  content: '/content',
  agents: '/agents',
  partners: '/partners',
  scheduling: '/scheduling',
};

/**
 * The holder of a consumer session's token. listsVersion is the session's lists_version as the session
 * check read it (sessions/migrations/002): it moves on with every change to the session's drugs,
 * pharmacies or doctors.
 */
export interface SessionCaller {
  kind: 'session';
  sessionId: string;
  listsVersion: string;
}

/** Who is calling, as the endpoint's auth established it (see mount.ts). */
export type MeetingCaller =
  | SessionCaller
  | { kind: 'member'; accountId: string }
  | { kind: 'link'; meetingId: string };
export interface CallerByAuth {
  none: null;
  session: SessionCaller;
  partner: null;
  member: { kind: 'member'; accountId: string };
  meeting: MeetingCaller;
  /** An agency tool, named by a fingerprint of its token (the token itself is never stored). */
  agent: { kind: 'agent'; tool: string };
}
export type Caller = CallerByAuth[keyof CallerByAuth];

export interface HandlerContext<E extends AnyEndpoint> {
  c: Context;
  deps: AppDeps;
  query: ParsedQuery<E>;
  params: ParsedParams<E>;
  body: ParsedBody<E>;
  /** The session the bearer token belongs to (session routes only). */
  sessionId: E['auth'] extends 'session' ? string : null;
  caller: CallerByAuth[E['auth']];
}

/** A handler result with a status other than the endpoint's default (e.g. 200 instead of 201). */
export class Reply<T> {
  constructor(
    readonly status: 200 | 201 | 202,
    readonly body: T,
  ) {}
}

/** A file answer, for the endpoints that declare `produces`. */
export class Download {
  constructor(
    readonly body: Uint8Array | string,
    readonly filename: string,
  ) {}
}

/** A 302 to `url`, for the endpoints that declare `redirects`. */
export class Redirect {
  constructor(readonly url: string) {}
}

type Result<E extends AnyEndpoint> = E['response'] extends z.core.$ZodType
  ? z.input<E['response']> extends Blob
    ? Download
    : z.input<E['response']> | Reply<z.input<E['response']>> | EncodedJson
  : undefined | Redirect;

export type Handler<E extends AnyEndpoint> = (ctx: HandlerContext<E>) => Promise<Result<E>>;

export interface RouteOptions {
  rateLimit?: RateLimitKind;
  /**
   * The answer is large public data (a plan search is about 280 KB of JSON): sent gzip-compressed to a
   * client that accepts it (issue 31: on a phone's network the plan list waited for those bytes). Only
   * for answers that carry no credential: a compressed secret beside text an attacker can choose leaks
   * through the answer's size (BREACH), so a session's, a member's or a meeting's token is never
   * compressed (opt in, route by route).
   */
  compress?: true;
}

export interface Route extends RouteOptions {
  endpoint: AnyEndpoint;
  handler: Handler<AnyEndpoint>;
}

export class RouteRegistry {
  readonly routes: Route[] = [];

  implement<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>, options: RouteOptions = {}): this {
    if (this.routes.some((r) => r.endpoint === endpoint))
      throw new Error(`${endpoint.method} ${endpoint.path} is implemented twice`);
    this.routes.push({ endpoint, handler: handler as Handler<AnyEndpoint>, ...options });
    return this;
  }
}

/** The endpoint's path and aliases as this api serves them: service prefix, `{name}` as Hono's `:name`. */
export const honoPaths = (endpoint: AnyEndpoint): string[] =>
  [endpoint.path, ...(endpoint.aliases ?? [])].map((path) =>
    `${SERVICE_PREFIXES[endpoint.service]}/${path}`.replace(PATH_PARAM, ':$1'),
  );

/** The endpoint's main path as /openapi.json names it: service prefix, `{name}` placeholders. */
export const openApiPath = (endpoint: AnyEndpoint): string =>
  `${SERVICE_PREFIXES[endpoint.service]}/${endpoint.path}`;

/** A concrete path of the endpoint on this api, e.g. for a link the api hands out. */
export const servedPath = (endpoint: AnyEndpoint, params?: Record<string, string>): string =>
  `${SERVICE_PREFIXES[endpoint.service]}/${endpointPath(endpoint, params)}`;
