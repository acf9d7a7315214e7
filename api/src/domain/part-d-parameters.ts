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
}

const CY2026_SOURCE = 'CMS Final CY 2026 Part D Redesign Program Instructions, April 2025';
const CY2027_SOURCE =
  'CMS CY 2027 Advance Notice (January 26, 2026) and CY 2027 Rate Announcement (April 6, 2026)';

export const PART_D_PARAMETERS: Readonly<Record<number, PartDParameters>> = {
  2026: {
    year: 2026,
    standardDeductible: { amount: 615, confirmed: true, source: CY2026_SOURCE },
    initialCoinsurance: 0.25,
    outOfPocketCap: { amount: 2100, confirmed: true, source: CY2026_SOURCE },
    insulinMonthlyCap: 35,
  },
  2027: {
    year: 2027,
    // The deductible and the out-of-pocket threshold grow by the same annual percentage each year; the
    // threshold's confirmed growth ($2,100 to $2,400) applied to 2026's $615, rounded to $5, is $705.
    standardDeductible: {
      amount: 705,
      confirmed: false,
      source:
        'Not yet confirmed from CMS text: estimated by applying the confirmed 2027 growth of the out-of-pocket threshold ($2,100 to $2,400) to the 2026 deductible of $615',
    },
    initialCoinsurance: 0.25,
    outOfPocketCap: { amount: 2400, confirmed: true, source: CY2027_SOURCE },
    insulinMonthlyCap: 35,
  },
};

export const PART_D_YEARS: readonly number[] = Object.keys(PART_D_PARAMETERS).map(Number);

export const partDParametersFor = (year: number): PartDParameters | undefined => PART_D_PARAMETERS[year];
