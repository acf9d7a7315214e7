/**
 * Medigap (Medicare Supplement) plan letters: the spec's letter rule, the six coverage values of the
 * standard CMS benefit chart, and the plan-type records behind the comparison table (spec sections 3, 9).
 */

import {
  MEDIGAP_C_F_CUTOFF,
  MEDIGAP_FOREIGN_TRAVEL,
  MEDIGAP_LETTERS,
  MEDIGAP_OOP_LIMITS,
  MEDIGAP_PART_A_COPAY,
  MEDIGAP_PREMIUM_RANGES,
  type MedigapLetter,
} from '../constants';
import { NOTICES } from '../notices';
import { wholeMoney } from './money';

export type MedigapCoverage = 'included' | 'not included' | '50%' | '75%';

/** The six coverage columns of spec section 3, in the spec's order. */
export const MEDIGAP_COVERAGE_ITEMS = [
  'Part A coinsurance and extra 365 hospital days',
  'Part B coinsurance or copayment',
  'Blood, first 3 pints',
  'Part A hospice coinsurance',
  'Part A deductible',
  'Part B deductible',
] as const;

export type MedigapCoverageRow = readonly [
  MedigapCoverage,
  MedigapCoverage,
  MedigapCoverage,
  MedigapCoverage,
  MedigapCoverage,
  MedigapCoverage,
];

const Y = 'included';
const X = 'not included';

/** The standardized CMS Medigap chart ("Compare Medigap plan benefits", medicare.gov), six columns. */
export const MEDIGAP_COVERAGE: Record<MedigapLetter, MedigapCoverageRow> = {
  A: [Y, Y, Y, Y, X, X],
  B: [Y, Y, Y, Y, Y, X],
  C: [Y, Y, Y, Y, Y, Y],
  D: [Y, Y, Y, Y, Y, X],
  F: [Y, Y, Y, Y, Y, Y],
  G: [Y, Y, Y, Y, Y, X],
  K: [Y, '50%', '50%', '50%', '50%', X],
  L: [Y, '75%', '75%', '75%', '75%', X],
  M: [Y, Y, Y, Y, '50%', X],
  N: [Y, Y, Y, Y, Y, X],
};

const isLetter = (c: string): c is MedigapLetter => (MEDIGAP_LETTERS as readonly string[]).includes(c);

/**
 * The plan letter of a plan type string (spec 3): its first character when the string is longer than
 * 3 characters, else its last. Returns null when that character is not a Medigap letter.
 */
export const medigapLetterOf = (planType: string): MedigapLetter | null => {
  const s = planType.trim();
  if (s.length === 0) return null;
  const c = (s.length > 3 ? s.charAt(0) : s.charAt(s.length - 1)).toUpperCase();
  return isLetter(c) ? c : null;
};

/** Plans C and F cannot be sold to people who became eligible for Medicare on or after 2020-01-01. */
export const isMedigapLetterAvailable = (
  letter: MedigapLetter,
  medicareEligibleDate: string | null,
): boolean =>
  !(letter === 'C' || letter === 'F') ||
  medicareEligibleDate === null ||
  medicareEligibleDate < MEDIGAP_C_F_CUTOFF;

export const MEDIGAP_C_F_NOTICE = NOTICES.medigapCF;

export interface MedigapCoverageLine {
  service: string;
  coverage: string;
}

export interface MedigapPlanTypeRecord {
  planType: MedigapLetter;
  notice: string;
  monthlyPremiumRange: { min: number; max: number };
  /** One entry per coverage item of MEDIGAP_COVERAGE_ITEMS. */
  benefitChecklist: { item: (typeof MEDIGAP_COVERAGE_ITEMS)[number]; coverage: MedigapCoverage }[];
  coverageLines: MedigapCoverageLine[];
  /** Yearly out-of-pocket limit (K and L only). */
  outOfPocketLimit: number | null;
  availableToNewlyEligible: boolean;
}

/** Whole dollars as `$50,000` (every figure here is a whole-dollar constant; money.ts says why not Intl). */
const usd = wholeMoney;
const share = (c: MedigapCoverage, what: string) =>
  c === 'included'
    ? `Plan pays the ${what}`
    : c === 'not included'
      ? `You pay the ${what}`
      : `Plan pays ${c} of the ${what}`;

const FOREIGN_TRAVEL_LINE = `After a ${usd(MEDIGAP_FOREIGN_TRAVEL.deductible)} deductible, the plan pays 80% and you pay ${MEDIGAP_FOREIGN_TRAVEL.coinsurancePercent}% of emergency care outside the U.S., up to a ${usd(MEDIGAP_FOREIGN_TRAVEL.lifetimeMax)} lifetime maximum`;
const hasForeignTravel = (letter: MedigapLetter) => ['C', 'D', 'F', 'G', 'M', 'N'].includes(letter);

const partBLine = (letter: MedigapLetter, row: MedigapCoverageRow) => {
  const deductible =
    row[5] === 'included' ? 'the Part B deductible is covered' : 'you pay the Part B deductible first';
  if (letter === 'N')
    return `${deductible}; then $0, except up to $20 per office visit and up to $50 per emergency room visit that does not lead to admission`;
  return `${deductible}; then ${row[1] === 'included' ? '$0 (the plan pays the 20% coinsurance)' : `the plan pays ${row[1]} of the 20% coinsurance`}`;
};

const partAHospitalLine = (letter: MedigapLetter, row: MedigapCoverageRow) => {
  const shares: Partial<Record<MedigapLetter, { youPay: number; planPaysPercent: number }>> =
    MEDIGAP_PART_A_COPAY;
  const copay = shares[letter];
  const deductible = copay
    ? `you pay ${usd(copay.youPay)} of the Part A deductible and the plan pays the other ${copay.planPaysPercent}%`
    : row[4] === 'included'
      ? '$0 Part A deductible'
      : 'you pay the Part A deductible';
  return `${deductible}; Part A coinsurance covered, plus 365 extra days after Medicare benefits end (beyond the 60 lifetime reserve days)`;
};

/** Skilled nursing coinsurance (CMS chart): not covered by A and B, 50% by K, 75% by L, else covered. */
const skilledNursingLine = (letter: MedigapLetter) => {
  const daily: Partial<Record<MedigapLetter, string>> = {
    A: 'you pay the daily coinsurance',
    B: 'you pay the daily coinsurance',
    K: 'the plan pays 50% of the daily coinsurance',
    L: 'the plan pays 75% of the daily coinsurance',
  };
  return `Days 1-20 $0; days 21-100 ${daily[letter] ?? '$0'}`;
};

const noticeFor = (letter: MedigapLetter) => {
  if (letter === 'C' || letter === 'F') return MEDIGAP_C_F_NOTICE;
  if (letter === 'K' || letter === 'L')
    return `After you pay ${usd(MEDIGAP_OOP_LIMITS[letter])} out of pocket in a year, the plan pays 100% of covered services for the rest of the year.`;
  if (letter === 'N')
    return 'You may pay up to $20 for some office visits and up to $50 for emergency room visits that do not lead to admission.';
  if (letter === 'G') return 'Covers everything Plan F covers except the Part B deductible.';
  return 'Standardized Medicare Supplement benefits: every carrier offers the same coverage for this plan letter.';
};

/** The Medigap plan-type record of spec section 3 for one letter. */
export const medigapPlanTypeRecord = (letter: MedigapLetter): MedigapPlanTypeRecord => {
  const row = MEDIGAP_COVERAGE[letter];
  const [min, max] = MEDIGAP_PREMIUM_RANGES[letter];
  const partB = partBLine(letter, row);
  return {
    planType: letter,
    notice: noticeFor(letter),
    monthlyPremiumRange: { min, max },
    benefitChecklist: MEDIGAP_COVERAGE_ITEMS.map((item, i) => ({ item, coverage: row[i as 0] })),
    coverageLines: [
      { service: 'Outpatient lab and x-ray', coverage: partB },
      { service: 'Inpatient hospital', coverage: partAHospitalLine(letter, row) },
      { service: 'Emergency room', coverage: partB },
      { service: 'Ambulance', coverage: partB },
      { service: 'Urgent care', coverage: partB },
      { service: 'Outpatient surgery', coverage: partB },
      { service: 'Skilled nursing', coverage: skilledNursingLine(letter) },
      { service: 'Home health', coverage: share(row[1], 'Part B share of home health supplies') },
      {
        service: 'Foreign travel emergency',
        coverage: hasForeignTravel(letter) ? FOREIGN_TRAVEL_LINE : 'Not covered',
      },
    ],
    outOfPocketLimit: letter === 'K' || letter === 'L' ? MEDIGAP_OOP_LIMITS[letter] : null,
    availableToNewlyEligible: letter !== 'C' && letter !== 'F',
  };
};

/** Records in the spec's table order (G, N, F, A, B, C, D, K, L, M). */
export const MEDIGAP_PLAN_TYPE_ORDER: readonly MedigapLetter[] = [
  'G',
  'N',
  'F',
  'A',
  'B',
  'C',
  'D',
  'K',
  'L',
  'M',
];
let planTypes: readonly MedigapPlanTypeRecord[] | undefined;
/**
 * The records in MEDIGAP_PLAN_TYPE_ORDER, built at the first call (the same array after it): built at
 * import, they were 8 ms at 4x CPU of the task that evaluates /plans/all/'s code, which shows no Medigap
 * table (issue 10, bench/main-thread).
 */
export const medigapPlanTypes = (): readonly MedigapPlanTypeRecord[] =>
  (planTypes ??= MEDIGAP_PLAN_TYPE_ORDER.map(medigapPlanTypeRecord));
