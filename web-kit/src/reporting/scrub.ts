/**
 * Personal data out of everything error reporting sends (the `beforeSend` of the SDK, and the console
 * text of a report): e-mail addresses, phone numbers, dates (of birth), access tokens and JWTs, ids in
 * URLs (query values of sensitive keys, id-like path segments), and the values of fields known to hold
 * names, addresses, contact details, ids or secrets. Request bodies, cookies and the user are dropped.
 * It errs on the side of removing too much: a report needs the failure, never the person.
 */

export const FILTERED = '[Filtered]';

/** The text of anything thrown: an Error's message, a string, or the value as JSON. */
export const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
};

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
