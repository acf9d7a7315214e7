/**
 * Sentry events without personal data (the SDK's `beforeSend`, `beforeSendTransaction` and
 * `beforeBreadcrumb`). Loaded with the SDK, never in the first load; the text rules are `scrub.ts`.
 */
import { FILTERED, isSensitiveKey, scrubText } from './scrub';

/** Keys of an event whose string values are ids, timestamps or SDK facts: left exactly as they are. */
const VERBATIM_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'sample_rand',
  'sample_rate',
  'timestamp',
  'start_timestamp',
  'release',
  'environment',
  'dist',
  'platform',
  'level',
  'type',
  'op',
  'origin',
  'status',
  'sdk',
  'source',
  // Stack frames hold file URLs and function names only; scrubbing them would break symbolication.
  'stacktrace',
]);

const MAX_DEPTH = 12;

/** Every string in a JSON-like value scrubbed, and the values of sensitive keys replaced. */
export const scrubValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (isSensitiveKey(key)) out[key] = FILTERED;
    else if (VERBATIM_KEYS.has(key)) out[key] = v;
    else out[key] = scrubValue(v, depth + 1);
  }
  return out;
};

/** The parts of a Sentry event this needs; the SDK's own type is wider. */
interface EventLike {
  user?: unknown;
  request?: {
    data?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

const DROPPED_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-api-key']);

/**
 * A Sentry event (an error, a message or a transaction) without personal data: no user, no request
 * body or cookies, no Authorization or Cookie header, and every other string scrubbed.
 */
export const scrubEvent = <E extends object>(event: E): E => {
  const { user: _user, request, ...rest } = event as EventLike;
  const out = scrubValue(rest) as EventLike;
  if (request) {
    const { data: _data, cookies: _cookies, headers, ...kept } = request;
    const safeHeaders = headers
      ? Object.fromEntries(Object.entries(headers).filter(([k]) => !DROPPED_HEADERS.has(k.toLowerCase())))
      : undefined;
    out.request = scrubValue({
      ...kept,
      ...(safeHeaders ? { headers: safeHeaders } : {}),
    }) as EventLike['request'];
  }
  return out as E;
};
