/** Business constants of spec section 9 (and the few of sections 2-4 the code needs by value). */

export const PRODUCT_NAME = 'Medicare Plan Finder';
/** The session id cookie is named after the product followed by 'Session' (spec 4). */
export const PRODUCT_COOKIE_STEM = 'medicarePlanFinder';

export const ZIP_LENGTH = 5;
export const DEFAULT_PAGE_TAKE = 5;
export const PROVIDER_NETWORK_PAGE_SIZE = 20;
export const PROVIDER_NETWORK_DEFAULT_SORT = 'Distance';
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
/** A birth year must exceed this one. */
export const MIN_BIRTH_YEAR_EXCLUSIVE = 1901;

export const CONVERSION_CALL_THRESHOLD_MS = 90_000;
export const PAGE_VIEW_DELAY_MS = 250;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const FETCH_MIN_DELAY_MS = 200;
/**
 * Told on the window by the kit's reporting when a report waits for the SDK (reporting starts after the
 * page), so the host starts reporting at once instead of later.
 */
export const REPORT_WAITING_EVENT = 'mpf:report-waiting';
export const USN_ALL_ID_DELAY_MS = 1200;
export const SALES_PHONE_COOKIE_MAX_AGE_S = 604_800;

export const DRAWER_WIDTH = 300;
export const ZIP_MODAL_MAX_WIDTH = 500;

export const DEFAULT_SITE_PHONE = '(623) 223-8884';
export const PARTNER_PHONE = '(888) 984-8120';
export const USN_PHONE = '(888) 380-0836';
export const USN_SITE_ID = 'USN';
/** The partner whose pages carry the partner phone number. */
export const PHONE_PARTNER_ID = 'silver-path';

/**
 * The number before the content api's phone table is at hand (spec 9): the site id USN, the named
 * partner, else the default. The embedding's loader shows it while the plan finder loads.
 */
export const phoneWithoutTable = ({
  partnerId,
  allId,
}: {
  partnerId: string | null;
  allId?: string | undefined;
}) => {
  if (allId === USN_SITE_ID) return USN_PHONE;
  if (partnerId === PHONE_PARTNER_ID) return PARTNER_PHONE;
  return DEFAULT_SITE_PHONE;
};
/** The partner record of the USN co-branded variant (its logo, spec 1). */
export const USN_PARTNER_ID = 'usn';
export const TTY = '711';
export const DEFAULT_AGENT_TITLE = 'Medicare Agent';

/** The campaign whose visitors skip step 1, Your Information (spec 2 drawer rule). */
export const OPEN_FUNNEL_TEST_CAMPAIGN = 'open_funnel_test';

/** Plan-year cut-off: before October 1 the plan year is the current year (month is 0-based here). */
export const PLAN_YEAR_CUTOFF = { month: 9, day: 1 } as const;
export const BEFORE_OCT_15_CUTOFF = { month: 9, day: 15 } as const;
export const OPEN_ENROLLMENT_END = { month: 11, day: 7 } as const;

export const DISCLAIMER_LAST_UPDATED = '05/22/2025';
export const DISCLAIMER_OPEN_END = '2999-01-01';

/** Plan ids longer than this use the csg source, otherwise connecture (spec 9). */
export const CSG_PLAN_ID_MIN_LENGTH = 13;
export type PlanSource = 'csg' | 'connecture';
export const planSourceForId = (id: string): PlanSource => (id.length > 12 ? 'csg' : 'connecture');

export const TRACKED_MARKETING_PARAMS = [
  'gclid',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_source',
  'utm_name',
  'campaignid',
  'adgroupid',
  'keyword',
  'creative',
  'msclkid',
  'fbclid',
  'ma_token',
] as const;

export const PLAN_TYPE = { PDP: 1, MA: 2, MAPD: 4, MEDIGAP: 256 } as const;

export const BENEFIT_CATEGORY = {
  hearing: 381,
  vision: 379,
  dental: 31,
  overTheCounter: 55,
  transportation: 15,
} as const;

export const MEDIGAP_LETTERS = ['A', 'B', 'C', 'D', 'F', 'G', 'K', 'L', 'M', 'N'] as const;
export type MedigapLetter = (typeof MEDIGAP_LETTERS)[number];

export const MEDIGAP_PREMIUM_RANGES: Record<MedigapLetter, readonly [number, number]> = {
  G: [102, 294],
  N: [87, 264],
  F: [131, 337],
  A: [76, 259],
  B: [117, 293],
  C: [133, 335],
  D: [111, 288],
  K: [39, 138],
  L: [71, 194],
  M: [124, 211],
};

export const MEDIGAP_FOREIGN_TRAVEL = {
  deductible: 250,
  coinsurancePercent: 20,
  lifetimeMax: 50_000,
} as const;
export const MEDIGAP_OOP_LIMITS = { K: 4960, L: 2480 } as const;
/**
 * The Part A deductible under K, L and M (spec 9: "K $704 (50%); L $352 (75%); M $704"): the dollar
 * figure is what the person pays, the percent what the plan pays (L pays 75%, so the person pays 25%).
 */
export const MEDIGAP_PART_A_COPAY = {
  K: { youPay: 704, planPaysPercent: 50 },
  L: { youPay: 352, planPaysPercent: 75 },
  M: { youPay: 704, planPaysPercent: 50 },
} as const;
/** Plans C and F are unavailable to people new to Medicare on or after this date. */
export const MEDIGAP_C_F_CUTOFF = '2020-01-01';

export const BENEFIT_IMPORTANCE = ['Not important', 'Somewhat important', 'Very important'] as const;
export const FITNESS_PROGRAM_OPTIONS = [
  'Not important',
  'Any program',
  'Silver Sneakers',
  'Renew Active',
  'Silver and Fit',
] as const;

export const CONSENT_TEXT =
  'By providing your phone number and e-mail you give permission to contact you, including by automated, prerecorded and AI generative voice calls and texts. Message and data rates may apply. Your consent does not affect your eligibility to enroll, and you can change it at any time by contacting us.';
