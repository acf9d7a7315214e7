/**
 * Calendar dates through date-fns, the suite's one date library, for the browser and the api alike.
 * Dates travel as YYYY-MM-DD (sent) or MM/DD/YYYY (as a person types them) and are read as local
 * calendar days, so no time zone can move them by a day. Its own entry (`shared-contracts/dates`): the
 * forms and pages that compute with dates load it; the first load has only `calendar-day.ts` (in the
 * root: `isoDate`, `parseUsDate`), not the date-fns functions these need (issue 31).
 */
import { addMonths, addYears, differenceInYears, lightFormat, parseISO, startOfMonth } from 'date-fns';
import { isoDate, parseUsDate } from './calendar-day';

export { isoDate, parseUsDate };

/** YYYY-MM-DD as the local calendar day (midnight). */
export const fromIsoDate = (iso: string): Date => parseISO(iso);

/** mm/dd/yyyy (as entered) to YYYY-MM-DD (as sent). */
export const usDateToIso = (value: string): string | null => {
  const p = parseUsDate(value);
  return p ? isoDate(new Date(p.year, p.month - 1, p.day)) : null;
};

/** A local calendar day as MM/DD/YYYY (the form a person reads and types). */
export const usDate = (d: Date): string => lightFormat(d, 'MM/dd/yyyy');

/** YYYY-MM-DD to MM/DD/YYYY. */
export const isoToUs = (iso: string): string => usDate(fromIsoDate(iso));

/**
 * Whole years of age on a day (both YYYY-MM-DD): a birthday counts from its morning, and someone born
 * on 29 February turns a year older on 1 March in common years.
 */
export const ageOn = (birthDate: string, onDate: string): number =>
  differenceInYears(fromIsoDate(onDate), fromIsoDate(birthDate));

/**
 * The 65th birthday of an MM/DD/YYYY birth date, as MM/DD/YYYY (29 February gives 28 February); null
 * while the date is incomplete. The spec 9 default of the Medicare Part A and B dates.
 */
export const sixtyFifthBirthday = (birthDate: string): string | null => {
  const p = parseUsDate(birthDate);
  return p ? usDate(addYears(new Date(p.year, p.month - 1, p.day), 65)) : null;
};

/** Coverage start choices (spec 9): the first of each of the next `count` months, next month first (the default). */
export const coverageStartChoices = (today: Date, count = 6): string[] =>
  Array.from({ length: count }, (_, i) => isoDate(addMonths(startOfMonth(today), 1 + i)));

/** Keep a typed date as MM/DD/YYYY: digits only, slashes added. */
export const maskUsDate = (raw: string): string => {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
};
