/** Money and date display for the plan pages (every feature of this remote shows the same forms). */
import { format } from 'date-fns';
import { fromIsoDate } from 'shared-contracts';

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** $1,234 for yearly figures; $12.50 when a figure has cents that matter (monthly premiums). */
export const money = (n: number): string =>
  Number.isInteger(n) || n >= 1000 ? whole.format(n) : cents.format(n);
export const wholeMoney = (n: number): string => whole.format(Math.round(n));

/** A month of the year (1-12) as "Jan" and as "January". */
const monthOf = (month: number) => new Date(2000, month - 1, 1);
export const shortMonth = (month: number): string => format(monthOf(month), 'MMM');
export const monthName = (month: number): string => format(monthOf(month), 'MMMM');

/** YYYY-MM-DD → "March 1, 2027". */
export const longDate = (iso: string): string => format(fromIsoDate(iso), 'MMMM d, yyyy');
