import { describe, expect, it } from 'vitest';
import { money, wholeMoney } from './money';

// What format.ts wrote through Intl before, and must still write character for character.
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
const intlMoney = (n: number) => (Number.isInteger(n) || n >= 1000 ? whole.format(n) : cents.format(n));
const intlWholeMoney = (n: number) => whole.format(Math.round(n));

/** Figures a plan page shows, the edges of rounding and grouping, and a deterministic spread. */
const values = (): number[] => {
  const edges = [
    0,
    -0,
    0.004,
    0.005,
    0.015,
    0.125,
    0.5,
    1.005,
    1.5,
    2.5,
    12.5,
    12.345,
    99.995,
    999.5,
    999.99,
    1000,
    1234.5,
    9999.5,
    12_345.678,
    100_000,
    999_999.5,
    1_000_000,
    1_234_567.891,
    2 ** 31,
    2 ** 53,
    1e20,
    9.99e20,
    1e21,
    1e25,
    -0.004,
    -0.5,
    -1.005,
    -12.5,
    -999.5,
    -1234.5,
    -1_000_000,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.EPSILON,
    Number.MAX_VALUE,
  ];
  const spread: number[] = [];
  let x = 7;
  for (let i = 0; i < 3000; i++) {
    x = (x * 48_271) % 2_147_483_647;
    const scale = 10 ** (i % 8);
    spread.push(((x % 100_000) / 100) * (scale / 1000), -((x % 10_000) / 8) * (i % 3));
  }
  return [...edges, ...spread];
};

describe('money formats', () => {
  it('write exactly what Intl.NumberFormat en-US writes for dollars', () => {
    for (const n of values()) {
      expect(money(n), `money(${n})`).toBe(intlMoney(n));
      expect(wholeMoney(n), `wholeMoney(${n})`).toBe(intlWholeMoney(n));
    }
  });

  it('group thousands and keep cents only where they matter', () => {
    expect(money(12.5)).toBe('$12.50');
    expect(money(0)).toBe('$0');
    expect(money(1234.56)).toBe('$1,235');
    expect(wholeMoney(1_234_567.4)).toBe('$1,234,567');
    expect(money(-3.2)).toBe('-$3.20');
  });
});
