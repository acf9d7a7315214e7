/** Money and date display for plan pages. */
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const shortMonth = (month: number): string => MONTHS[(month - 1) % 12] ?? String(month);
export const monthName = (month: number): string => MONTH_NAMES[(month - 1) % 12] ?? String(month);

/** YYYY-MM-DD → "March 1, 2027" (read as a calendar date, no time zone shift). */
export const longDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${monthName(m ?? 1)} ${d}, ${y}`;
};

/** YYYY-MM-DD → MM/DD/YYYY. */
export const isoToUs = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};
