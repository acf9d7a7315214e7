/** Validation rules of spec section 5, with the spec's exact messages. */
import { z } from 'zod';
import { MIN_BIRTH_YEAR_EXCLUSIVE, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';

export const MESSAGES = {
  required: 'Required',
  email: 'Invalid e-mail',
  phone: 'Please enter a valid phone',
  zip: 'Please enter a valid 5-digit ZIP code',
  birthDateFormat: 'Please enter a valid birth date (mm/dd/yyyy)',
  birthDateYear: 'Please enter a valid birth date',
  birthDateFuture: 'Please enter a date before today',
  county: 'Required',
} as const;

const required = (s: z.ZodString) => s.trim().min(1, MESSAGES.required);

// The usual browser-grade pattern (WHATWG input[type=email]) with a required dot in the domain.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const emailSchema = required(z.string()).regex(EMAIL_PATTERN, MESSAGES.email);

/** Format rule: 10-digit US number with optional () - or space separators, or +N then the 10 digits. */
const PHONE_FORMAT = /^(?:\+\d[\s-]?)?(?:\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/;
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');
/** Digit rule: 10 to 15 digits, not all the same digit, not starting with 555 or 000. */
export const isValidPhoneDigits = (digits: string): boolean =>
  /^\d+$/.test(digits) &&
  digits.length >= PHONE_MIN_DIGITS &&
  digits.length <= PHONE_MAX_DIGITS &&
  !/^(\d)\1*$/.test(digits) &&
  !digits.startsWith('555') &&
  !digits.startsWith('000');
const nationalDigits = (value: string) => {
  const d = phoneDigits(value);
  return value.trim().startsWith('+') ? d.slice(1) : d;
};
export const phoneSchema = required(z.string()).refine(
  (v) =>
    PHONE_FORMAT.test(v.trim()) &&
    isValidPhoneDigits(phoneDigits(v)) &&
    isValidPhoneDigits(nationalDigits(v)),
  MESSAGES.phone,
);

/** Phone display: (###) ###-#### or +#(###)###-#### above 10 digits. */
export const formatPhone = (value: string): string => {
  const d = phoneDigits(value);
  if (d.length === 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length > 10) {
    const cc = d.slice(0, d.length - 10);
    const n = d.slice(-10);
    return `+${cc}(${n.slice(0, 3)})${n.slice(3, 6)}-${n.slice(6)}`;
  }
  return value;
};
/** tel: href for a displayed phone number. */
export const telHref = (value: string): string => {
  const d = phoneDigits(value);
  return `tel:${d.length === 10 ? `+1${d}` : `+${d}`}`;
};

export const zipSchema = required(z.string()).regex(/^\d{5}$/, MESSAGES.zip);
/** Mask a typed ZIP to at most 5 numeric digits. */
export const maskZip = (value: string): string => value.replace(/\D/g, '').slice(0, 5);

const BIRTH_DATE_FORMAT = /^(0\d|1[0-2])\/(0\d|[12]\d|3[01])\/(\d{4})$/;

/** Parse mm/dd/yyyy into a calendar date, or null when the form or the date itself is invalid. */
export const parseUsDate = (value: string): { year: number; month: number; day: number } | null => {
  const m = BIRTH_DATE_FORMAT.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
};

/** Local calendar date as YYYY-MM-DD. */
export const isoDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** mm/dd/yyyy (as entered) to YYYY-MM-DD (as sent). */
export const usDateToIso = (value: string): string | null => {
  const p = parseUsDate(value);
  return p ? `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` : null;
};

/** Birth date rule; `today` is injectable so the rule can be tested on a fixed clock. */
export const birthDateSchema = (today: () => Date = () => new Date()) =>
  required(z.string()).superRefine((value, ctx) => {
    const p = parseUsDate(value);
    if (!p) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateFormat });
      return;
    }
    if (p.year <= MIN_BIRTH_YEAR_EXCLUSIVE) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateYear });
      return;
    }
    const iso = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    if (iso >= isoDate(today())) ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateFuture });
  });

/** County is required when the select is shown (more than one county). */
export const countySchema = required(z.string());
