/**
 * Part D parameters per plan year, in one table. Correcting a figure is a one-line change here.
 *
 * 2026: CMS CY 2026 Rate Announcement (standard deductible $615, out-of-pocket threshold $2,100).
 * 2027: PROJECTED — no official figure confirmed here. Projected by applying 2026's growth over 2025
 * ($590 → $615, $2,000 → $2,100) and the statutory rounding (deductible to $5, threshold to $50).
 * Insulin: covered insulin costs at most $35 for a month's supply and is outside the deductible (IRA).
 */
export interface PartDParameters {
  year: number;
  standardDeductible: number;
  /** Coinsurance of the defined standard benefit in initial coverage. */
  initialCoinsurance: number;
  /** After this much covered out-of-pocket spending the person pays $0 for covered drugs. */
  outOfPocketCap: number;
  insulinMonthlyCap: number;
  projected: boolean;
}

export const PART_D_PARAMETERS: Readonly<Record<number, PartDParameters>> = {
  2026: {
    year: 2026,
    standardDeductible: 615,
    initialCoinsurance: 0.25,
    outOfPocketCap: 2100,
    insulinMonthlyCap: 35,
    projected: false,
  },
  2027: {
    year: 2027,
    standardDeductible: 640,
    initialCoinsurance: 0.25,
    outOfPocketCap: 2200,
    insulinMonthlyCap: 35,
    projected: true,
  },
};

export const PART_D_YEARS: readonly number[] = Object.keys(PART_D_PARAMETERS).map(Number);

export const partDParametersFor = (year: number): PartDParameters | undefined => PART_D_PARAMETERS[year];
