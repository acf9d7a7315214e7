/**
 * The typed api client, built on ky (spec section 7 and ARCHITECTURE "HTTP"): a call is named by its
 * endpoint descriptor, never by a path string. The base URL comes from the runtime config per service;
 * the descriptor's auth decides the bearer token (the session's, or the partner token for partner calls);
 * a transaction id header goes on every call (and is all a data-warehouse call sends); idempotent calls
 * are retried; every response is parsed with the descriptor's zod schema. A call that needs a token and
 * has none rejects with 'Unauthorized Session' without touching the network.
 */
import ky, { HTTPError } from 'ky';
import { parse } from 'zod/mini';
import type { RuntimeConfig } from '../config';
import {
  type AnyEndpoint,
  type EndpointOutput,
  endpointPath,
  type InputArg,
  type Method,
  type QueryValue,
  serializeQuery,
} from '../endpoints/endpoint';
import { UNAUTHORIZED_SESSION } from '../errors';
import type { Language } from '../language';

export const TRANSACTION_HEADER = 'X-Transaction-Id';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** A token to use instead of the current one (restoring a stored session). */
  token?: string | undefined;
  /** Let the request outlive the page (a report sent while the page is being left). */
  keepalive?: boolean | undefined;
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

export interface ApiClient {
  call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: [...InputArg<E>, options?: CallOptions]
  ): Promise<EndpointOutput<E>>;
}

export interface ClientContext {
  /**
   * The session's access token. A host whose session is still being started gives a promise of it, so a
   * call made in the visit's first moments (a lead sent at once) waits for the session instead of failing.
   */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The member access token, for member calls (exchanged from a signed member link). */
  getMemberToken?: () => string | null | undefined;
  transactionId: string;
  /** The visit's language, sent as Accept-Language so the api answers its messages in it. */
  getLanguage?: () => Language;
  fetch?: typeof fetch;
  /**
   * A call settles no sooner than this many ms after it started (spec 4, 9: fetches have a minimum
   * delay of 200 ms), so a loading state never flashes on and off. Browser hosts pass
   * FETCH_MIN_DELAY_MS; tests and servers leave it out.
   */
  minimumDurationMs?: number;
}

/** Waits until `ms` have passed since `started`, or until the call is aborted. */
const settleNoSoonerThan = (started: number, ms: number, signal?: AbortSignal) => {
  const remaining = started + ms - Date.now();
  if (remaining <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, remaining);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
};

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** The full URL of a call, for the rare use that is not a fetch (a link the browser follows). */
export const endpointUrl = <E extends AnyEndpoint>(
  config: Pick<RuntimeConfig, 'services'>,
  endpoint: E,
  ...[input]: InputArg<E>
): string => {
  const raw = (input ?? {}) as RawInput;
  const url = new URL(
    `${config.services[endpoint.service].replace(/\/$/, '')}/${endpointPath(endpoint, raw.params)}`,
  );
  if (raw.query) url.search = serializeQuery(raw.query).toString();
  return url.toString();
};

const IDEMPOTENT: Method[] = ['get', 'put', 'delete'];

export const createApiClient = (config: RuntimeConfig, ctx: ClientContext): ApiClient => {
  const http = ky.create({
    retry: { limit: 2, methods: IDEMPOTENT, statusCodes: [408, 429, 502, 503, 504] },
    timeout: 20_000,
    ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
  });
  const tokenFor = (endpoint: AnyEndpoint, options: CallOptions) => {
    if (options.token) return options.token;
    switch (endpoint.auth) {
      case 'session':
      case 'meeting':
        return ctx.getToken();
      case 'member':
        return ctx.getMemberToken?.();
      case 'partner':
        return config.partnerToken;
      default:
        // Agent calls belong to the agency's tools: a browser never sends a token it happens to hold.
        return undefined;
    }
  };

  const call = async (endpoint: AnyEndpoint, input: RawInput = {}, options: CallOptions = {}) => {
    const started = Date.now();
    try {
      return await send(endpoint, input, options);
    } finally {
      if (ctx.minimumDurationMs) await settleNoSoonerThan(started, ctx.minimumDurationMs, options.signal);
    }
  };
  const send = async (endpoint: AnyEndpoint, input: RawInput, options: CallOptions) => {
    const path = endpointPath(endpoint, input.params);
    const headers: Record<string, string> = { [TRANSACTION_HEADER]: ctx.transactionId };
    const language = ctx.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (endpoint.auth !== 'none') {
      const token = await tokenFor(endpoint, options);
      if (!token) throw new ApiError(401, UNAUTHORIZED_SESSION);
      headers.Authorization = `Bearer ${token}`;
    }
    try {
      const response = await http(path, {
        prefixUrl: config.services[endpoint.service],
        method: endpoint.method,
        headers,
        ...(input.query ? { searchParams: serializeQuery(input.query) } : {}),
        ...(input.body !== undefined ? { json: input.body } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      });
      if (endpoint.response === null) return undefined;
      if (endpoint.produces) return parse(endpoint.response, await response.blob());
      const text = await response.text();
      return parse(endpoint.response, text ? JSON.parse(text) : undefined);
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = await error.response.json().catch(() => undefined);
        const message =
          body && typeof body === 'object' && 'message' in body ? String(body.message) : error.message;
        throw new ApiError(error.response.status, message, body);
      }
      throw error;
    }
  };
  return { call: call as ApiClient['call'] };
};

/** A random transaction id for tracing one visit. */
export const newTransactionId = (): string => crypto.randomUUID();
