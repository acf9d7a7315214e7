/** Validation rules of spec section 5, with the spec's exact messages. */

import { isBefore, startOfDay } from 'date-fns';
import * as z from 'zod/mini';
import { parseUsDate } from './calendar-day';
import { MIN_BIRTH_YEAR_EXCLUSIVE, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { lazySchema } from './lazy-schema';
import { phoneDigits } from './tel';

// Here too, for the callers that validate phones; the loader of the embedding imports ./tel alone.
export { phoneDigits, telHref } from './tel';

export const MESSAGES = {
  required: 'Required',
  email: 'Invalid e-mail',
  phone: 'Please enter a valid phone',
  zip: 'Please enter a valid 5-digit ZIP code',
  birthDateFormat: 'Please enter a valid birth date (mm/dd/yyyy)',
  birthDateYear: 'Please enter a valid birth date',
  birthDateFuture: 'Please enter a date before today',
  county: 'Required',
  /** Not a rule of spec 5: what a check without words of its own says (zod-messages.ts). */
  invalid: 'Please check this entry',
} as const;

/**
 * The bounds (in characters) of the suite's free-text fields, each said by `tooLongMessage`. A listed set,
 * not any number, so that every such message is in a catalogue with its Spanish (`TOO_LONG_MESSAGES_ES`):
 * the api and the pages translate a text by its English words, and a bound not listed here does not
 * compile.
 */
export const TEXT_BOUNDS = [32, 40, 64, 80, 100, 200, 300, 320, 500, 512, 2000, 2048, 4000, 4096] as const;
export type TextBound = (typeof TEXT_BOUNDS)[number];
/** Said on screen and in the api's field errors when a text is longer than its bound. */
export const tooLongMessage = (max: TextBound) => `Please use at most ${max} characters`;
/** Every bound's message, by bound: a catalogue, as `MESSAGES` is. */
export const TOO_LONG_MESSAGES = Object.fromEntries(
  TEXT_BOUNDS.map((max) => [max, tooLongMessage(max)]),
) as Readonly<Record<TextBound, string>>;

// zod/mini (its functions, no methods) in the modules the shell's first load imports: classic zod's
// schemas each carry every method, so one classic schema brings all of classic zod (issue 31).
/** A trimmed text that is not empty, with more checks after those two. */
const required = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, MESSAGES.required), ...checks);
/** Any text the person must give (a name): 'Required' when empty or blank. */
export const requiredTextSchema = lazySchema(() => required());

// The usual browser-grade pattern (WHATWG input[type=email]) with a required dot in the domain.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const emailSchema = lazySchema(() => required(z.regex(EMAIL_PATTERN, MESSAGES.email)));

/** Format rule: 10-digit US number with optional () - or space separators, or +N then the 10 digits. */
const PHONE_FORMAT = /^(?:\+\d[\s-]?)?(?:\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/;
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
export const phoneSchema = lazySchema(() =>
  required(
    z.refine(
      (v) =>
        PHONE_FORMAT.test(v.trim()) &&
        isValidPhoneDigits(phoneDigits(v)) &&
        isValidPhoneDigits(nationalDigits(v)),
      MESSAGES.phone,
    ),
  ),
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

export const zipSchema = lazySchema(() => required(z.regex(/^\d{5}$/, MESSAGES.zip)));
/**
 * A form that asks for a ZIP alone (the partner finder's): zod/mini, so that form brings no classic zod to
 * the page (the finder's remote pages load it later only where a form of theirs needs it).
 */
export const zipFormSchema = lazySchema(() => z.object({ zip: zipSchema }));
/** Mask a typed ZIP to at most 5 numeric digits. */
export const maskZip = (value: string): string => value.replace(/\D/g, '').slice(0, 5);

/** Birth date rule; `today` is injectable so the rule can be tested on a fixed clock. */
export const birthDateSchema = (today: () => Date = () => new Date()) =>
  required(
    z.superRefine((value, ctx) => {
      const p = parseUsDate(value);
      if (!p) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateFormat });
        return;
      }
      if (p.year <= MIN_BIRTH_YEAR_EXCLUSIVE) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateYear });
        return;
      }
      if (!isBefore(new Date(p.year, p.month - 1, p.day), startOfDay(today())))
        ctx.addIssue({ code: 'custom', message: MESSAGES.birthDateFuture });
    }),
  );

/** County is required when the select is shown (more than one county). */
export const countySchema = lazySchema(() => required());
