/**
 * Seeded pseudo-random numbers for the SAMPLE reference data: the same seed always yields the same data.
 * mulberry32 (public domain) for the stream, FNV-1a to turn strings into seeds.
 */

/** The seed every data set starts from unless a test or the seed step passes another. */
export const DEFAULT_SEED = 20_260_101;

export const hashString = (s: string, seed = 0x811c9dc5): number => {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
};

/** A fraction in [0, 1) that depends only on its keys (for memberships such as a network). */
export const hashFraction = (...keys: (string | number)[]): number =>
  hashString(keys.join('|')) / 4_294_967_296;

export interface Rng {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Number in [min, max) rounded to `step`. */
  range(min: number, max: number, step?: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Pick by weight: [[item, weight], ...]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  sample<T>(items: readonly T[], n: number): T[];
}

export const createRng = (seed: number | string, ...scope: (string | number)[]): Rng => {
  let a = hashString([String(seed), ...scope.map(String)].join('|'));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    range: (min, max, step = 0.01) => Math.round((min + next() * (max - min)) / step) * step,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return (items.at(-1) as (typeof items)[number])[0];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    sample: (items, n) => rng.shuffle(items).slice(0, n),
  };
  return rng;
};

/** Round money to cents. */
export const money = (n: number): number => Math.round(n * 100) / 100;
