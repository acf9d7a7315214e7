/**
 * Personal data out of everything error reporting sends (the `beforeSend` of the SDK, and the console
 * text of a report): e-mail addresses, phone numbers, dates (of birth), access tokens and JWTs, ids in
 * URLs (query values of sensitive keys, id-like path segments), and the values of fields known to hold
 * names, addresses, contact details, ids or secrets. Request bodies, cookies and the user are dropped.
 * It errs on the side of removing too much: a report needs the failure, never the person.
 */

export const FILTERED = '[Filtered]';

/** Field names (compared lower-case, without `_`, `-` or spaces) whose values are never sent. */
const SENSITIVE_KEYS = new Set([
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobile',
  'name',
  'firstname',
  'lastname',
  'middlename',
  'fullname',
  'fname',
  'lname',
  'providername',
  'dob',
  'dateofbirth',
  'birthdate',
  'address',
  'address1',
  'address2',
  'streetline1',
  'streetline2',
  'street',
  'city',
  'medicareid',
  'mbi',
  'ssn',
  'password',
  'token',
  'accesstoken',
  'refreshtoken',
  'recaptchatoken',
  'idtoken',
  'authorization',
  'cookie',
  'cookies',
  'setcookie',
  'session',
  'sessionid',
  'connecturesessionid',
  'websitereferenceid',
  'referenceid',
  'accountid',
  'account',
  'externaluuid',
  'clientuserid',
  'updatedby',
  'signature',
]);

const normalizeKey = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

export const isSensitiveKey = (key: string): boolean => SENSITIVE_KEYS.has(normalizeKey(key));

const JWT = /\beyJ[A-Za-z0-9_-]{4,}(?:\.[A-Za-z0-9_-]*){0,2}/g;
const BEARER = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// North American numbers: 10 digits (an optional +1), with or without separators and parentheses.
const PHONE = /(?<![\w.])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?![\w])/g;
const ISO_DATE = /(?<!\d)(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?!\d)/g;
const US_DATE = /(?<!\d)(?:0?[1-9]|1[0-2])[/-](?:0?[1-9]|[12]\d|3[01])[/-](?:19|20)\d{2}(?!\d)/g;
// key=value pairs (query strings, form bodies, "key: value" text is left to the other rules).
const PAIR = /([?&;]|\b)([A-Za-z][\w-]*)=([^&#\s"'<>]*)/g;
// An id-like URL path segment: long, and mixing letters and digits (uuids, base64url references).
const PATH_ID = /\/(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{16,}(?=[/?#\s"']|$)/g;

/** The text with every piece of personal data it can recognise replaced. */
export const scrubText = (text: string): string =>
  text
    .replace(JWT, '[jwt]')
    .replace(BEARER, '$1 [token]')
    .replace(PAIR, (whole, lead: string, key: string) =>
      isSensitiveKey(key) ? `${lead}${key}=${FILTERED}` : whole,
    )
    .replace(EMAIL, '[email]')
    .replace(ISO_DATE, '[date]')
    .replace(US_DATE, '[date]')
    .replace(PHONE, '[phone]')
    .replace(PATH_ID, '/[id]');

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
