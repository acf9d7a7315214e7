/**
 * Part D parameters per plan year, in one table, each dollar figure with its source. Correcting a
 * figure is a one-line change here; a figure no CMS text confirmed says so (`confirmed: false`) and
 * why its value is used, and the plan details page shows that beside the estimate.
 * Insulin: covered insulin costs at most $35 for a month's supply and is outside the deductible (IRA).
 */
export interface SourcedAmount {
  amount: number;
  confirmed: boolean;
  /** The CMS text the amount comes from, or, when unconfirmed, how the value used was reached. */
  source: string;
}

export interface PartDParameters {
  year: number;
  standardDeductible: SourcedAmount;
  /** Coinsurance of the defined standard benefit in initial coverage. */
  initialCoinsurance: number;
  /** After this much covered out-of-pocket spending the person pays $0 for covered drugs. */
  outOfPocketCap: SourcedAmount;
  insulinMonthlyCap: number;
  /** What a person with Extra Help (the Part D Low-Income Subsidy) pays instead. */
  extraHelp: LisCostSharing;
}

/**
 * Extra Help's cost sharing (non-institutionalized, full subsidy above 100% of the poverty level: what
 * most people who answer "I get Extra Help" pay). Since 2024 (Inflation Reduction Act section 11404)
 * everyone with Extra Help gets the full subsidy, so "partial" is priced the same.
 */
export interface LisCostSharing {
  deductible: SourcedAmount;
  /** Per covered fill of a generic (or multi-source brand treated as generic). */
  genericCopay: SourcedAmount;
  /** Per covered fill of any other drug. */
  brandCopay: SourcedAmount;
}

const lis2027Copay = (name: string, amount2026: number, amount2027: number) =>
  `Not yet confirmed from CMS text: the 2026 ${name} copay of $${amount2026.toFixed(2)} grown by the confirmed 2027 growth of the out-of-pocket threshold ($2,100 to $2,400), rounded to 5 cents: $${amount2027.toFixed(2)}`;

/**
 * The sources as a person reads them beside the estimates (in English; `part-d-parameters.es.ts` has
 * their Spanish, and the api answers in the request's language).
 */
export const PART_D_SOURCES = {
  cy2026: 'CMS Final CY 2026 Part D Redesign Program Instructions, April 2025',
  cy2027: 'CMS CY 2027 Advance Notice (January 26, 2026) and CY 2027 Rate Announcement (April 6, 2026)',
  deductible2027:
    'Not yet confirmed from CMS text: estimated by applying the confirmed 2027 growth of the out-of-pocket threshold ($2,100 to $2,400) to the 2026 deductible of $615',
  // Verified with the stored public sources (search corpora) on 2026-11-28; CMS's own CY 2026 Rate
  // Announcement table of LIS copayments was not among them, hence confirmed: false on the copays.
  lisDeductible:
    'HHS fact sheet of June 12, 2023 on the Inflation Reduction Act: from January 1, 2024 everyone with Extra Help gets the full subsidy and pays no deductible (42 CFR 423.782)',
  lis2026Copay:
    "Not confirmed from CMS text: Medicare's 2026 Extra Help amounts as quoted by two independent summaries (up to $5.10 for each generic and $12.65 for each brand-name drug in 2026); the $4.90 / $12.15 sometimes quoted are the 2025 amounts",
  lis2027Generic: lis2027Copay('generic', 5.1, 5.85),
  lis2027Brand: lis2027Copay('brand-name', 12.65, 14.45),
} as const;

const S = PART_D_SOURCES;

export const PART_D_PARAMETERS: Readonly<Record<number, PartDParameters>> = {
  2026: {
    year: 2026,
    standardDeductible: { amount: 615, confirmed: true, source: S.cy2026 },
    initialCoinsurance: 0.25,
    outOfPocketCap: { amount: 2100, confirmed: true, source: S.cy2026 },
    insulinMonthlyCap: 35,
    extraHelp: {
      deductible: { amount: 0, confirmed: true, source: S.lisDeductible },
      genericCopay: { amount: 5.1, confirmed: false, source: S.lis2026Copay },
      brandCopay: { amount: 12.65, confirmed: false, source: S.lis2026Copay },
    },
  },
  2027: {
    year: 2027,
    // The deductible and the out-of-pocket threshold grow by the same annual percentage each year; the
    // threshold's confirmed growth ($2,100 to $2,400) applied to 2026's $615, rounded to $5, is $705.
    standardDeductible: {
      amount: 705,
      confirmed: false,
      source: S.deductible2027,
    },
    initialCoinsurance: 0.25,
    outOfPocketCap: { amount: 2400, confirmed: true, source: S.cy2027 },
    insulinMonthlyCap: 35,
    // The LIS copays above 100% of the poverty level grow like the threshold each year (SSA 1860D-14(a)(4)):
    // 5.10 x 2,400 / 2,100 = 5.83 -> 5.85; 12.65 x 2,400 / 2,100 = 14.46 -> 14.45.
    extraHelp: {
      deductible: { amount: 0, confirmed: true, source: S.lisDeductible },
      genericCopay: { amount: 5.85, confirmed: false, source: S.lis2027Generic },
      brandCopay: { amount: 14.45, confirmed: false, source: S.lis2027Brand },
    },
  },
};

export const PART_D_YEARS: readonly number[] = Object.keys(PART_D_PARAMETERS).map(Number);

export const partDParametersFor = (year: number): PartDParameters | undefined => PART_D_PARAMETERS[year];
