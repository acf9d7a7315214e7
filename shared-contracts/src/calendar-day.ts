/**
 * The two calendar-day helpers the first load needs (the root exports them; the rest of the date helpers
 * are `dates.ts`, entry `shared-contracts/dates`): a day as YYYY-MM-DD, and the spec 5 typed form
 * MM/DD/YYYY read into a day.
 */
import { isExists, lightFormat } from 'date-fns';

/** A local calendar day as YYYY-MM-DD. */
export const isoDate = (d: Date): string => lightFormat(d, 'yyyy-MM-dd');

// Spec 5 form: month 00-12, day up to 31, four-digit year (whether the day exists is checked apart).
const US_DATE = /^(0\d|1[0-2])\/(0\d|[12]\d|3[01])\/(\d{4})$/;

/** mm/dd/yyyy into a calendar date, or null when the form or the date itself is invalid. */
export const parseUsDate = (value: string): { year: number; month: number; day: number } | null => {
  const m = US_DATE.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isExists(year, month - 1, day) ? { year, month, day } : null;
};
