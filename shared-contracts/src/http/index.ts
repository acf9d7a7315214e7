/**
 * One typed client per service, built on ky (spec section 7 and ARCHITECTURE "HTTP"): base URL from the
 * runtime config, a bearer token from the session unless the call is noAuth, a transaction id header on
 * every call, retries for idempotent calls, and zod parsing of every response. A call that needs a token
 * and has none rejects with 'Unauthorized Session' without touching the network.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { RuntimeConfig, ServiceName } from '../config';
import { UNAUTHORIZED_SESSION } from '../errors';

export const TRANSACTION_HEADER = 'X-Transaction-Id';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type QueryValue = string | number | boolean | null | undefined | object;

export interface CallOptions<T> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The response schema; without it the response is not read. */
  schema?: z.ZodType<T>;
  /** Calls made without authentication (markets, counties, covered-area check, prefill). */
  noAuth?: boolean;
  /** A token to use instead of the current one (restoring a stored session). */
  token?: string;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** key=value pairs; non-scalar values JSON-encoded; undefined dropped. */
export const serializeQuery = (query: Record<string, QueryValue>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
};

export interface ServiceClient {
  call<T = unknown>(method: Method, path: string, options?: CallOptions<T>): Promise<T>;
}

export interface ClientContext {
  getToken: () => string | null | undefined;
  transactionId: string;
  fetch?: typeof fetch;
}

const IDEMPOTENT: Method[] = ['get', 'put', 'delete'];

export const createServiceClient = (
  baseUrl: string,
  ctx: ClientContext,
  kind: { auth: boolean } = { auth: true },
): ServiceClient => {
  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    retry: { limit: 2, methods: IDEMPOTENT, statusCodes: [408, 429, 502, 503, 504] },
    timeout: 20_000,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
  });
  return {
    async call<T>(method: Method, path: string, options: CallOptions<T> = {}): Promise<T> {
      if (path.startsWith('/')) throw new TypeError(`Call paths have no leading slash: ${path}`);
      const headers: Record<string, string> = { [TRANSACTION_HEADER]: ctx.transactionId };
      if (kind.auth && !options.noAuth) {
        const token = options.token ?? ctx.getToken();
        if (!token) throw new ApiError(401, UNAUTHORIZED_SESSION);
        headers.Authorization = `Bearer ${token}`;
      }
      try {
        const response = await http(path, {
          method,
          headers,
          ...(options.query ? { searchParams: serializeQuery(options.query) } : {}),
          ...(options.body !== undefined ? { json: options.body } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        if (!options.schema) return undefined as T;
        const text = await response.text();
        return options.schema.parse(text ? JSON.parse(text) : undefined);
      } catch (error) {
        if (error instanceof HTTPError) {
          const body = await error.response.json().catch(() => undefined);
          const message =
            body && typeof body === 'object' && 'message' in body ? String(body.message) : error.message;
          throw new ApiError(error.response.status, message, body);
        }
        throw error;
      }
    },
  };
};

export type ApiClients = Record<ServiceName, ServiceClient>;

/** Consumer and products send the bearer token; the data warehouse and the rest send only the transaction id. */
export const createApiClients = (config: RuntimeConfig, ctx: ClientContext): ApiClients => ({
  consumer: createServiceClient(config.services.consumer, ctx, { auth: true }),
  products: createServiceClient(config.services.products, ctx, { auth: true }),
  providerNetwork: createServiceClient(config.services.providerNetwork, ctx, { auth: false }),
  dataWarehouse: createServiceClient(config.services.dataWarehouse, ctx, { auth: false }),
  content: createServiceClient(config.services.content, ctx, { auth: false }),
  agents: createServiceClient(config.services.agents, ctx, { auth: false }),
  partners: createServiceClient(
    config.services.partners,
    { ...ctx, getToken: () => config.partnerToken },
    { auth: true },
  ),
});

/** A random transaction id for tracing one visit. */
export const newTransactionId = (): string => crypto.randomUUID();
