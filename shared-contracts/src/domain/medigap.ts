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

/**
 * The fixed words of the Medigap chart and its plan-type records, in English: the six coverage columns of
 * spec section 3 (in the spec's order), the services of the coverage lines and the lines' sentences. A
 * page writes a record in another language with that language's words of the same shape (mfe-plans'
 * Medigap catalogue holds both).
 */
export const MEDIGAP_WORDS = {
  items: [
    'Part A coinsurance and extra 365 hospital days',
    'Part B coinsurance or copayment',
    'Blood, first 3 pints',
    'Part A hospice coinsurance',
    'Part A deductible',
    'Part B deductible',
  ],
  services: {
    lab: 'Outpatient lab and x-ray',
    hospital: 'Inpatient hospital',
    emergency: 'Emergency room',
    ambulance: 'Ambulance',
    urgentCare: 'Urgent care',
    surgery: 'Outpatient surgery',
    skilledNursing: 'Skilled nursing',
    homeHealth: 'Home health',
    foreignTravel: 'Foreign travel emergency',
  },
  planPays: (what: string) => `Plan pays the ${what}`,
  youPay: (what: string) => `You pay the ${what}`,
  planPaysShare: (share: string, what: string) => `Plan pays ${share} of the ${what}`,
  homeHealthShare: 'Part B share of home health supplies',
  foreignTravel: (deductible: string, coinsurancePercent: number, lifetimeMax: string) =>
    `After a ${deductible} deductible, the plan pays 80% and you pay ${coinsurancePercent}% of emergency care outside the U.S., up to a ${lifetimeMax} lifetime maximum`,
  notCovered: 'Not covered',
  partBDeductibleCovered: 'the Part B deductible is covered',
  partBDeductibleFirst: 'you pay the Part B deductible first',
  partBPlanN: (deductible: string) =>
    `${deductible}; then $0, except up to $20 per office visit and up to $50 per emergency room visit that does not lead to admission`,
  partBCovered: (deductible: string) => `${deductible}; then $0 (the plan pays the 20% coinsurance)`,
  partBShare: (deductible: string, share: string) =>
    `${deductible}; then the plan pays ${share} of the 20% coinsurance`,
  partADeductibleShared: (youPay: string, planPaysPercent: number) =>
    `you pay ${youPay} of the Part A deductible and the plan pays the other ${planPaysPercent}%`,
  partADeductibleCovered: '$0 Part A deductible',
  partADeductibleYours: 'you pay the Part A deductible',
  partAHospital: (deductible: string) =>
    `${deductible}; Part A coinsurance covered, plus 365 extra days after Medicare benefits end (beyond the 60 lifetime reserve days)`,
  skilledNursingYours: 'you pay the daily coinsurance',
  skilledNursingShare: (percent: number) => `the plan pays ${percent}% of the daily coinsurance`,
  skilledNursing: (days21To100: string) => `Days 1-20 $0; days 21-100 ${days21To100}`,
  noticeOutOfPocket: (limit: string) =>
    `After you pay ${limit} out of pocket in a year, the plan pays 100% of covered services for the rest of the year.`,
  noticePlanN:
    'You may pay up to $20 for some office visits and up to $50 for emergency room visits that do not lead to admission.',
  noticePlanG: 'Covers everything Plan F covers except the Part B deductible.',
  noticeStandard:
    'Standardized Medicare Supplement benefits: every carrier offers the same coverage for this plan letter.',
} as const;

/** The words a Medigap record is written in: English's or another language's of the same shape. */
export type MedigapWords = {
  readonly [K in keyof typeof MEDIGAP_WORDS]: (typeof MEDIGAP_WORDS)[K] extends string
    ? string
    : (typeof MEDIGAP_WORDS)[K] extends readonly string[]
      ? readonly string[]
      : (typeof MEDIGAP_WORDS)[K] extends (...args: infer A) => string
        ? (...args: A) => string
        : { readonly [S in keyof (typeof MEDIGAP_WORDS)[K]]: string };
};

/** The six coverage columns of spec section 3, in the spec's order (English). */
export const MEDIGAP_COVERAGE_ITEMS = MEDIGAP_WORDS.items;

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
  /** One entry per coverage item of MEDIGAP_COVERAGE_ITEMS (in the record's words). */
  benefitChecklist: { item: string; coverage: MedigapCoverage }[];
  coverageLines: MedigapCoverageLine[];
  /** Yearly out-of-pocket limit (K and L only). */
  outOfPocketLimit: number | null;
  availableToNewlyEligible: boolean;
}

/** Whole dollars as `$50,000` (every figure here is a whole-dollar constant; money.ts says why not Intl). */
const usd = wholeMoney;
const share = (w: MedigapWords, c: MedigapCoverage, what: string) =>
  c === 'included' ? w.planPays(what) : c === 'not included' ? w.youPay(what) : w.planPaysShare(c, what);

const hasForeignTravel = (letter: MedigapLetter) => ['C', 'D', 'F', 'G', 'M', 'N'].includes(letter);

const partBLine = (w: MedigapWords, letter: MedigapLetter, row: MedigapCoverageRow) => {
  const deductible = row[5] === 'included' ? w.partBDeductibleCovered : w.partBDeductibleFirst;
  if (letter === 'N') return w.partBPlanN(deductible);
  return row[1] === 'included' ? w.partBCovered(deductible) : w.partBShare(deductible, row[1]);
};

const partAHospitalLine = (w: MedigapWords, letter: MedigapLetter, row: MedigapCoverageRow) => {
  const shares: Partial<Record<MedigapLetter, { youPay: number; planPaysPercent: number }>> =
    MEDIGAP_PART_A_COPAY;
  const copay = shares[letter];
  const deductible = copay
    ? w.partADeductibleShared(usd(copay.youPay), copay.planPaysPercent)
    : row[4] === 'included'
      ? w.partADeductibleCovered
      : w.partADeductibleYours;
  return w.partAHospital(deductible);
};

/** Skilled nursing coinsurance (CMS chart): not covered by A and B, 50% by K, 75% by L, else covered. */
const skilledNursingLine = (w: MedigapWords, letter: MedigapLetter) => {
  const daily: Partial<Record<MedigapLetter, string>> = {
    A: w.skilledNursingYours,
    B: w.skilledNursingYours,
    K: w.skilledNursingShare(50),
    L: w.skilledNursingShare(75),
  };
  return w.skilledNursing(daily[letter] ?? '$0');
};

const noticeFor = (w: MedigapWords, letter: MedigapLetter) => {
  if (letter === 'C' || letter === 'F') return MEDIGAP_C_F_NOTICE;
  if (letter === 'K' || letter === 'L') return w.noticeOutOfPocket(usd(MEDIGAP_OOP_LIMITS[letter]));
  if (letter === 'N') return w.noticePlanN;
  if (letter === 'G') return w.noticePlanG;
  return w.noticeStandard;
};

/**
 * The Medigap plan-type record of spec section 3 for one letter, in English or in the words given (the
 * notice of Plans C and F is the shared notices' own, which a page shows in its language).
 */
export const medigapPlanTypeRecord = (
  letter: MedigapLetter,
  w: MedigapWords = MEDIGAP_WORDS,
): MedigapPlanTypeRecord => {
  const row = MEDIGAP_COVERAGE[letter];
  const [min, max] = MEDIGAP_PREMIUM_RANGES[letter];
  const partB = partBLine(w, letter, row);
  const { deductible, coinsurancePercent, lifetimeMax } = MEDIGAP_FOREIGN_TRAVEL;
  return {
    planType: letter,
    notice: noticeFor(w, letter),
    monthlyPremiumRange: { min, max },
    benefitChecklist: w.items.map((item, i) => ({ item, coverage: row[i as 0] })),
    coverageLines: [
      { service: w.services.lab, coverage: partB },
      { service: w.services.hospital, coverage: partAHospitalLine(w, letter, row) },
      { service: w.services.emergency, coverage: partB },
      { service: w.services.ambulance, coverage: partB },
      { service: w.services.urgentCare, coverage: partB },
      { service: w.services.surgery, coverage: partB },
      { service: w.services.skilledNursing, coverage: skilledNursingLine(w, letter) },
      { service: w.services.homeHealth, coverage: share(w, row[1], w.homeHealthShare) },
      {
        service: w.services.foreignTravel,
        coverage: hasForeignTravel(letter)
          ? w.foreignTravel(usd(deductible), coinsurancePercent, usd(lifetimeMax))
          : w.notCovered,
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
const planTypes = new Map<MedigapWords, readonly MedigapPlanTypeRecord[]>();
/**
 * The records in MEDIGAP_PLAN_TYPE_ORDER, built at the first call for the words (the same array after
 * it): built at import, they were 8 ms at 4x CPU of the task that evaluates /plans/all/'s code, which
 * shows no Medigap table (issue 10, bench/main-thread).
 */
export const medigapPlanTypes = (w: MedigapWords = MEDIGAP_WORDS): readonly MedigapPlanTypeRecord[] => {
  let records = planTypes.get(w);
  if (!records) {
    records = MEDIGAP_PLAN_TYPE_ORDER.map((letter) => medigapPlanTypeRecord(letter, w));
    planTypes.set(w, records);
  }
  return records;
};
