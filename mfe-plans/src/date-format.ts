/**
 * Date display for the plan pages, apart from money so that a page showing prices only does not load
 * the date formatter.
 */
import { format } from 'date-fns';
import { fromIsoDate } from 'shared-contracts';

/** A month of the year (1-12) as "Jan" and as "January". */
const monthOf = (month: number) => new Date(2000, month - 1, 1);
export const shortMonth = (month: number): string => format(monthOf(month), 'MMM');
export const monthName = (month: number): string => format(monthOf(month), 'MMMM');

/** YYYY-MM-DD → "March 1, 2027". */
export const longDate = (iso: string): string => format(fromIsoDate(iso), 'MMMM d, yyyy');
