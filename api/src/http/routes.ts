/**
 * Route definitions: one object per call holds its path, auth, zod schemas and handler. The same object
 * is mounted on Hono (validation, auth, rate limit) and described in /openapi.json, so the contract the
 * clients parse with is the one the api enforces.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../deps';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** none: public; session: consumer bearer token; partner: partner api token or a session token. */
export type AuthKind = 'none' | 'session' | 'partner';
/** session: session creation; lead: lead posts; analytics: the unauthenticated data-warehouse writes. */
export type RateLimitKind = 'session' | 'lead' | 'analytics';
export type ServiceName =
  | 'consumer'
  | 'products'
  | 'providerNetwork'
  | 'dw'
  | 'content'
  | 'agents'
  | 'partners';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<Q, P, B, A extends AuthKind> {
  c: Context;
  deps: AppDeps;
  query: Q;
  params: P;
  body: B;
  /** The session the bearer token belongs to (session routes only). */
  sessionId: A extends 'session' ? string : null;
}

/** A handler result with a status other than the route's default (e.g. 200 instead of 201). */
export class Reply<T> {
  constructor(
    readonly status: 200 | 201 | 202,
    readonly body: T,
  ) {}
}

export interface RouteSpec<
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType | null,
  A extends AuthKind,
> {
  method: Method;
  /** Hono path under the service prefix, e.g. '/session/:referenceId'. */
  path: string;
  /** Extra paths for the same call (e.g. with and without a trailing slash). */
  aliases?: string[];
  summary: string;
  auth: A;
  rateLimit?: RateLimitKind;
  query?: Q;
  params?: P;
  body?: B;
  /** null: 204 with no body. */
  response: R;
  status?: 200 | 201;
  handler: (
    ctx: HandlerContext<Out<Q>, Out<P>, Out<B>, A>,
  ) => Promise<R extends z.ZodType ? z.input<R> | Reply<z.input<R>> : undefined>;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry stores routes of every schema type.
export type AnyRoute = RouteSpec<any, any, any, any, AuthKind>;

export class Service {
  readonly routes: AnyRoute[] = [];
  constructor(
    readonly name: ServiceName,
    readonly prefix: string,
  ) {}

  add<
    Q extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
    R extends z.ZodType | null = null,
    A extends AuthKind = 'none',
  >(spec: RouteSpec<Q, P, B, R, A>): this {
    this.routes.push(spec as AnyRoute);
    return this;
  }
}

export type Services = Record<ServiceName, Service>;

export const createServices = (): Services => ({
  consumer: new Service('consumer', '/consumer'),
  products: new Service('products', '/products'),
  providerNetwork: new Service('providerNetwork', '/provider-network'),
  dw: new Service('dw', '/dw'),
  content: new Service('content', '/content'),
  agents: new Service('agents', '/agents'),
  partners: new Service('partners', '/partners'),
});
