/**
 * Money display: the plan pages' figures and the Medigap records' dollar amounts (one form everywhere).
 *
 * Written out rather than through Intl.NumberFormat, with exactly its en-US output (money.test.ts
 * compares them): a page's first Intl number format loads the browser's ICU number data, 15-20 ms at
 * full speed and 60 ms at a phone's (bench/main-thread on /plans/all/, 4x), inside the task that shows
 * the plan list (and medigapPlanTypes() builds the Medigap table's records). Intl still formats what this does not write
 * out (NaN, infinities, 1e21 and beyond), built on first use.
 */

type Digits = 0 | 2;

const intl = new Map<Digits, Intl.NumberFormat>();
const intlFormat = (n: number, digits: Digits): string => {
  let format = intl.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    intl.set(digits, format);
  }
  return format.format(n);
};

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * `n` as en-US dollars with `digits` decimals: "$1,234", "-$0.50". As Intl (ICU) does, it rounds the
 * shortest decimal that reads back as `n` (what String(n) writes: 0.015 is "0.015", rounded up to
 * "0.02", where toFixed, on the exact binary value, rounds it down), a half away from zero, and shows
 * the sign of any negative number, negative zero and what rounds to zero included.
 */
const usd = (n: number, digits: Digits): string => {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return intlFormat(n, digits);
  const abs = Math.abs(n);
  // Below 1e-6 String(n) writes an exponent; such a figure rounds to 0 at any precision used here.
  const [int = '0', fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  const up = (fraction[digits] ?? '0') >= '5' ? 1n : 0n;
  const scaled = String(BigInt(int + fraction.slice(0, digits).padEnd(digits, '0')) + up).padStart(
    digits + 1,
    '0',
  );
  const whole = scaled.slice(0, scaled.length - digits).replace(THOUSANDS, ',');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}$${whole}${digits ? `.${scaled.slice(-digits)}` : ''}`;
};

/** $1,234 for yearly figures; $12.50 when a figure has cents that matter (monthly premiums). */
export const money = (n: number): string => (Number.isInteger(n) || n >= 1000 ? usd(n, 0) : usd(n, 2));
export const wholeMoney = (n: number): string => usd(Math.round(n), 0);
