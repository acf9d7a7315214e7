import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASCII_COLLATION_ORDER, compareText, resetCollateLanguage } from './collate';

const intl = (a: string, b: string) => Math.sign(a.localeCompare(b, 'en-US'));

/** Every pair of `words`, both ways, gives the sign en-US localeCompare gives. */
const expectSameOrder = (words: readonly string[]) => {
  const wrong: string[] = [];
  for (const a of words)
    for (const b of words)
      if (compareText(a, b) !== intl(a, b)) wrong.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  expect(wrong).toEqual([]);
  expect([...words].sort(compareText)).toEqual([...words].sort((a, b) => a.localeCompare(b, 'en-US')));
};

const TRICKY = [
  '',
  ' ',
  'a',
  'A',
  'b',
  'B',
  'ab',
  'aB',
  'Ab',
  'AB',
  'a b',
  'a  b',
  'ab ',
  ' ab',
  'a-b',
  'a_b',
  'a.b',
  "a'b",
  'a,b',
  'a(b)',
  'a&b',
  'a+b',
  'a/b',
  'a$b',
  'a1',
  'a10',
  'a2',
  'a02',
  '1a',
  'A1',
  'Plan G',
  'Plan G (High Deductible)',
  'Plan G-HD',
  'Plan g',
  'plan G',
  'Blue Mesa Health',
  'Blue Mesa health',
  'Blue-Mesa Health',
  'BlueMesa Health',
  'Co-op',
  'coop',
  'Coop',
  'co op',
  'X-Ray',
  'x ray',
  'Saguaro Advantage Plus (HMO)',
  'Saguaro Advantage Plus (HMO-POS)',
  'Saguaro Advantage Plus (PPO)',
  'Saguaro Advantage (HMO)',
  'Saguaro Rx (PDP)',
  'Saguaro RX (PDP)',
  // Outside printable ASCII: localeCompare decides.
  'café',
  'cafe',
  'Café',
  'cafes',
  'résumé',
  'resume',
  'Ångström',
  'Zoë',
  'Zoe',
  'a\tb',
  'a\u00a0b',
  'naïve',
  'straße',
  'strasse',
  'Σ',
];

describe('compareText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCollateLanguage();
  });

  it('orders tricky strings (case, accents, digits, punctuation, spaces) as en-US localeCompare', () => {
    expectSameOrder(TRICKY);
  });

  it('orders every pair of printable ASCII characters, and pairs of them, as en-US localeCompare', () => {
    const chars = [...ASCII_COLLATION_ORDER];
    expect(new Set(chars).size).toBe(95);
    expectSameOrder(chars);
    const pairs = ['a', 'A', ' ', '-', '1', 'z', '$', '.'].flatMap((x) => chars.map((y) => x + y));
    expect([...pairs].sort(compareText)).toEqual([...pairs].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('orders random strings of letters, digits, punctuation and spaces as en-US localeCompare', () => {
    // A fixed seed, so a failure repeats.
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = "aAbBeEzZ09 -_.,()&'/é";
    const words = Array.from({ length: 400 }, () =>
      Array.from(
        { length: 1 + Math.floor(next() * 6) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join(''),
    );
    const wrong = words.flatMap((a, i) => {
      const b = words[(i * 7 + 3) % words.length] as string;
      return compareText(a, b) === intl(a, b) ? [] : [`${a} vs ${b}`];
    });
    expect(wrong).toEqual([]);
    expect([...words].sort(compareText)).toEqual([...words].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('leaves a browser whose language is not English to localeCompare', () => {
    vi.stubGlobal('navigator', { language: 'lt-LT' });
    resetCollateLanguage();
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    compareText('y', 'j');
    expect(localeCompare).toHaveBeenCalledTimes(1);
    localeCompare.mockRestore();
  });

  it('does not call localeCompare for printable ASCII in an English browser', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    resetCollateLanguage();
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    expect(compareText('Blue Mesa Health', 'blue mesa health')).toBe(1);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(compareText('café', 'cafe')).toBe(1);
    expect(localeCompare).toHaveBeenCalledTimes(1);
    localeCompare.mockRestore();
  });
});
