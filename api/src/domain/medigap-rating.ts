/**
 * Medigap monthly rate: letter base rate x attained-age x gender x tobacco x area x carrier factor.
 * The factor bounds are chosen so that every 65-year-old's rate stays inside the monthly premium range
 * of spec section 9 for the letter (tested across letters). SAMPLE rating, not a filed rate.
 */
import type { MedigapLetter } from 'shared-contracts';
import { isMedigapLetterAvailable } from 'shared-contracts/domain';

/** Monthly rate of a 65-year-old non-smoking woman in an average area with an average carrier. */
export const MEDIGAP_BASE_RATE: Readonly<Record<MedigapLetter, number>> = {
  A: 115,
  B: 150,
  C: 180,
  D: 140,
  F: 185,
  G: 145,
  K: 62,
  L: 98,
  M: 149,
  N: 110,
};

export const MEDIGAP_FACTORS = {
  /** Attained-age rating: +3% a year from 65, flat from 95; no discount below 65. */
  agePerYear: 1.03,
  ageFloor: 65,
  ageCeiling: 95,
  male: 1.08,
  female: 1,
  tobacco: 1.1,
  area: { min: 0.92, max: 1.08 },
  carrier: { min: 0.95, max: 1.05 },
} as const;

export interface MedigapRatingInput {
  letter: MedigapLetter;
  age: number;
  gender: 'M' | 'F';
  tobacco: boolean;
  /** The county's rating factor, held to MEDIGAP_FACTORS.area. */
  areaFactor: number;
  /** The carrier's pricing level, held to MEDIGAP_FACTORS.carrier. */
  carrierFactor: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export const ageFactor = (age: number): number =>
  MEDIGAP_FACTORS.agePerYear **
  (clamp(Math.floor(age), MEDIGAP_FACTORS.ageFloor, MEDIGAP_FACTORS.ageCeiling) - 65);

/** Monthly rate in dollars and cents. */
export const medigapMonthlyRate = (input: MedigapRatingInput): number => {
  const f = MEDIGAP_FACTORS;
  const rate =
    MEDIGAP_BASE_RATE[input.letter] *
    ageFactor(input.age) *
    (input.gender === 'M' ? f.male : f.female) *
    (input.tobacco ? f.tobacco : 1) *
    clamp(input.areaFactor, f.area.min, f.area.max) *
    clamp(input.carrierFactor, f.carrier.min, f.carrier.max);
  return Math.round(rate * 100) / 100;
};

/** The 65th birthday, YYYY-MM-DD (29 February births turn 65 on 1 March in common years). */
export const sixtyFifthBirthday = (birthDate: string): string => {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(by + 65, bm - 1, bd));
  return day.toISOString().slice(0, 10);
};

/**
 * When the person became eligible for Medicare: the earlier of the Part A and Part B effective dates
 * given, else the 65th birthday (the spec's default Part A/B effective date).
 */
export const medicareEligibilityDate = (p: {
  birthDate: string;
  partAEffectiveDate?: string | undefined;
  partBEffectiveDate?: string | undefined;
}): string => {
  const given = [p.partAEffectiveDate, p.partBEffectiveDate].filter(
    (d): d is string => typeof d === 'string',
  );
  return given.length > 0 ? given.sort()[0]! : sixtyFifthBirthday(p.birthDate);
};

/** Plans C and F are refused to people new to Medicare on or after 2020-01-01. */
export const isMedigapOffered = (
  letter: MedigapLetter,
  person: Parameters<typeof medicareEligibilityDate>[0],
): boolean => isMedigapLetterAvailable(letter, medicareEligibilityDate(person));
