/** Money display for the plan pages (every feature of this remote shows the same forms). */

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
