/**
 * An endpoint descriptor: one call of spec section 7 declared once (service, method, path, the zod
 * schemas of its path parameters, query, body and response, and its auth). The api mounts its routes from
 * these objects and describes them in /openapi.json; the browser's typed client takes them as its only
 * way to name a call, so a path is written in exactly one place.
 */
import type * as z from 'zod/v4/core';
import type { ServiceName } from '../config';

export type { ServiceName };
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/**
 * none: public; session: the consumer's bearer token; partner: a partner api token (the api also takes a
 * session token). Extensions (not in spec 7): member: a member access token (from a signed member link);
 * meeting: the meeting's link token, or the token of the session that booked it, or of the member who
 * owns it; agent: an agency tool's token (AGENT_API_TOKENS), never a browser's.
 */
export type EndpointAuth = 'none' | 'session' | 'partner' | 'member' | 'meeting' | 'agent';

/** Media types of the calls that answer a file rather than JSON (their response schema is `fileAnswerSchema`, a Blob). */
export type DownloadType = 'application/pdf' | 'text/calendar';

/** Any zod schema, classic or zod/mini (the first load's contracts are zod/mini: issue 31). */
export type AnySchema = z.$ZodType;
type Schema = AnySchema | undefined;

export interface Endpoint<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends AnySchema | null = AnySchema | null,
  A extends EndpointAuth = EndpointAuth,
> {
  service: ServiceName;
  method: Method;
  /** Below the service's base address, no leading slash, `{name}` for a path parameter: 'plans/{id}'. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** null: 204 with no body. */
  response: R;
  auth: A;
  summary: string;
  /** The success status when it is not 200 (the api may still answer 200 for an update, e.g. POST /leads). */
  status?: 200 | 201;
  /** Other paths the api accepts for the same call (the trailing-slash variants clients already use). */
  aliases?: readonly string[];
  /** The call answers a file of this type instead of JSON. */
  produces?: DownloadType;
  /**
   * The call answers a 302 to where the browser goes next (response null): a browser navigates to it
   * (`endpointUrl`), it is never fetched.
   */
  redirects?: true;
}

// biome-ignore lint/suspicious/noExplicitAny: the common type of descriptors of every schema type.
export type AnyEndpoint = Endpoint<any, any, any, any, any>;

/** Declares an endpoint; the schema types are kept in the descriptor's type. */
export const defineEndpoint = <
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends AnySchema | null = null,
  A extends EndpointAuth = EndpointAuth,
>(
  endpoint: Endpoint<P, Q, B, R, A>,
): Endpoint<P, Q, B, R, A> => endpoint;

type SchemaAt<E, K extends 'params' | 'query' | 'body'> = E extends { [k in K]?: infer S }
  ? Exclude<S, undefined>
  : never;
type Part<K extends string, S> = [S] extends [never]
  ? { [k in K]?: never }
  : S extends AnySchema
    ? { [k in K]: z.input<S> }
    : never;

/** A call's input as a rest tuple: optional only for an endpoint with no params, query or body schema. */
export type InputArg<E extends AnyEndpoint> = [
  SchemaAt<E, 'params'> | SchemaAt<E, 'query'> | SchemaAt<E, 'body'>,
] extends [never]
  ? [input?: EndpointInput<E>]
  : [input: EndpointInput<E>];

/** What a call sends: each of params, query and body is required exactly when the endpoint has its schema. */
export type EndpointInput<E extends AnyEndpoint> = Part<'params', SchemaAt<E, 'params'>> &
  Part<'query', SchemaAt<E, 'query'>> &
  Part<'body', SchemaAt<E, 'body'>>;

/** The body a call sends, as its schema accepts it. */
export type EndpointBody<E extends AnyEndpoint> = z.input<SchemaAt<E, 'body'>>;

/** What a call resolves to: the parsed response, nothing for a 204. */
export type EndpointOutput<E extends AnyEndpoint> = E['response'] extends AnySchema
  ? z.output<E['response']>
  : undefined;

/** The parsed (server-side) values of a call's params, query and body. */
export type ParsedParams<E extends AnyEndpoint> = Parsed<SchemaAt<E, 'params'>>;
export type ParsedQuery<E extends AnyEndpoint> = Parsed<SchemaAt<E, 'query'>>;
export type ParsedBody<E extends AnyEndpoint> = Parsed<SchemaAt<E, 'body'>>;
type Parsed<S> = [S] extends [never] ? undefined : S extends AnySchema ? z.output<S> : undefined;

export type QueryValue = string | number | boolean | null | undefined | object;

/** The query as key=value pairs (spec 7): non-scalar values JSON-encoded, undefined left out. */
export const serializeQuery = (query: Readonly<Record<string, QueryValue>>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
};

/** A `{name}` placeholder of a path (global: use with replace or matchAll). */
export const PATH_PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The `{name}` placeholders of a path, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(PATH_PARAM)].map((m) => m[1] as string);

/**
 * The path of a call below its service's base address, each parameter URI-encoded into its slot.
 * A placeholder without a value is a programming error: a TypeError, never a request to a wrong URL.
 */
export const endpointPath = (
  endpoint: Pick<AnyEndpoint, 'path'>,
  params?: Readonly<Record<string, unknown>> | undefined,
): string =>
  endpoint.path.replace(PATH_PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
