import { describe, expect, it } from 'vitest';
import {
  type BeneficiaryCostRow,
  type CmsCostShare,
  COST_TYPE,
  type DrugUse,
  type EstimateOptions,
  estimateDrugCosts,
  type PlanDrugBenefit,
} from './part-d-cost';
import { PART_D_PARAMETERS, partDParametersFor } from './part-d-parameters';

/** A tier's cost share as these tests write it: a copay in dollars or a coinsurance rate. */
type CostShare = { type: 'copay'; amount: number } | { type: 'coinsurance'; rate: number };

/** A tier: a 30-day retail and a 90-day mail-order cost share. */
interface TierCostShare {
  retail30: CostShare;
  mail90: CostShare;
}

const cmsShare = (s: CostShare): CmsCostShare =>
  s.type === 'copay'
    ? { costType: COST_TYPE.copay, amount: s.amount, minAmount: null, maxAmount: null }
    : { costType: COST_TYPE.coinsurance, amount: s.rate, minAmount: null, maxAmount: null };

/**
 * A benefit as the beneficiary cost file gives it, from a share per tier: initial-coverage rows of 30 days
 * at retail (preferred and non-preferred alike) and 90 days by mail (likewise), DED_APPLIES_YN on the
 * deductible tiers, no insulin file rows (insulin pays its tier's share, held to the monthly cap).
 */
const benefitOfTiers = (
  deductible: number,
  deductibleTiers: readonly number[],
  tiers: Readonly<Record<number, TierCostShare>>,
): PlanDrugBenefit => ({
  deductible,
  insulin: [],
  costs: Object.entries(tiers).flatMap(([t, s]) => {
    const tier = Number(t);
    const row = {
      coverageLevel: 1 as const,
      tier,
      tierSpecialty: false,
      deductibleApplies: deductibleTiers.includes(tier),
    };
    const retail = cmsShare(s.retail30);
    const mail = cmsShare(s.mail90);
    return [
      { ...row, daysSupply: 30 as const, shares: { preferredRetail: retail, nonPreferredRetail: retail } },
      { ...row, daysSupply: 90 as const, shares: { mailPreferred: mail, mailNonPreferred: mail } },
    ];
  }),
});

const Y2026 = PART_D_PARAMETERS[2026]!;
const copay = (amount: number) => ({ type: 'copay', amount }) as const;
const coins = (rate: number) => ({ type: 'coinsurance', rate }) as const;

/** A plan with a $615 deductible on tiers 3-5, as the beneficiary cost file's rows. */
const tiers = {
  1: { retail30: copay(5), mail90: copay(0) },
  2: { retail30: copay(12), mail90: copay(24) },
  3: { retail30: copay(47), mail90: copay(141) },
  4: { retail30: coins(0.4), mail90: coins(0.4) },
  5: { retail30: coins(0.25), mail90: coins(0.25) },
};
const plan: PlanDrugBenefit = benefitOfTiers(615, [3, 4, 5], tiers);
const RETAIL: EstimateOptions = { pharmacy: 'preferredRetail', daysSupply: 30 };
const MAIL: EstimateOptions = { pharmacy: 'mailPreferred', daysSupply: 90 };
const drug = (d: Partial<DrugUse>): DrugUse => ({
  monthlyUnits: 30,
  unitCost: 1,
  isInsulin: false,
  isBrand: false,
  tier: 1,
  ...d,
});

describe('Part D parameters', () => {
  it('holds the CMS figures with their sources, and marks the unconfirmed 2027 deductible', () => {
    const y2026 = partDParametersFor(2026);
    expect(y2026?.standardDeductible).toMatchObject({ amount: 615, confirmed: true });
    expect(y2026?.outOfPocketCap).toMatchObject({ amount: 2100, confirmed: true });
    expect(y2026?.outOfPocketCap.source).toMatch(/CY 2026 Part D Redesign Program Instructions/);
    const y2027 = partDParametersFor(2027);
    expect(y2027?.outOfPocketCap).toMatchObject({ amount: 2400, confirmed: true });
    expect(y2027?.outOfPocketCap.source).toMatch(/CY 2027 Rate Announcement/);
    expect(y2027?.standardDeductible.confirmed).toBe(false);
    expect(y2027?.standardDeductible.source).toMatch(/Not yet confirmed/);
    // The old projections are gone.
    expect(y2027?.standardDeductible.amount).not.toBe(640);
    expect(partDParametersFor(2019)).toBeUndefined();
  });
});

describe('estimateDrugCosts, worked by hand', () => {
  it('deductible phase: full price until $615, then the tier copay', () => {
    // $300 a month on tier 3: Jan 300 (ded), Feb 300 (ded), Mar 15 ded + $47 copay, Apr-Dec 9 x 47 = 423.
    const e = estimateDrugCosts(Y2026, plan, [drug({ unitCost: 10, tier: 3 })], RETAIL);
    expect(e.months.map((m) => m.total)).toEqual([300, 300, 62, 47, 47, 47, 47, 47, 47, 47, 47, 47]);
    expect(e.months[2]).toMatchObject({ deductible: 15, initial: 47, phase: 'initial' });
    expect(e.months.slice(0, 2).map((m) => m.phase)).toEqual(['deductible', 'deductible']);
    expect(e.estimatedAnnualDrugCost).toBe(1085);
    expect(e.capReachedInMonth).toBeNull();
  });

  it('a tier outside the deductible pays its copay while another drug is still in the deductible', () => {
    // Tier 3 $300 a month (deductible) and tier 2 $40 a month ($12 copay): January 300 + 12 = 312.
    const e = estimateDrugCosts(
      Y2026,
      plan,
      [drug({ unitCost: 10, tier: 3 }), drug({ unitCost: 40 / 30, tier: 2 })],
      RETAIL,
    );
    expect(e.months[0]).toMatchObject({ total: 312, deductible: 312, phase: 'deductible' });
    expect(e.perDrug).toEqual([1085, 144]);
  });

  it('the cap: $3,000 a month at 25% reaches $2,100 in March, then $0', () => {
    // Jan: 615 + 25% x 2,385 = 1,211.25; Feb: 750 (1,961.25); Mar: 138.75 reaches 2,100; Apr-Dec 0.
    const e = estimateDrugCosts(Y2026, plan, [drug({ unitCost: 100, tier: 5 })], RETAIL);
    expect(e.months.slice(0, 4).map((m) => m.total)).toEqual([1211.25, 750, 138.75, 0]);
    expect(e.months[0]).toMatchObject({ deductible: 615, initial: 596.25 });
    expect(e.months[2]?.phase).toBe('catastrophic');
    expect(e.months[11]).toMatchObject({ phase: 'catastrophic', total: 0, cumulativeOutOfPocket: 2100 });
    expect(e.estimatedAnnualDrugCost).toBe(2100);
    expect(e.capReachedInMonth).toBe(3);
  });

  it('2027 uses its own cap', () => {
    const e = estimateDrugCosts(PART_D_PARAMETERS[2027]!, plan, [drug({ unitCost: 100, tier: 5 })], {
      ...RETAIL,
    });
    expect(e.coveredOutOfPocket).toBe(2400);
  });

  it('insulin: at most $35 a month, outside the deductible', () => {
    // $300 a month of insulin on tier 3 ($47 copay, deductible tier): pays 35 every month = 420.
    const insulin = drug({ monthlyUnits: 10, unitCost: 30, tier: 3, isInsulin: true });
    const e = estimateDrugCosts(Y2026, plan, [insulin], RETAIL);
    expect(e.months.map((m) => m.total)).toEqual(Array(12).fill(35));
    expect(e.estimatedAnnualDrugCost).toBe(420);
    // On a 40% tier the share would be $120: still $35.
    expect(estimateDrugCosts(Y2026, plan, [{ ...insulin, tier: 4 }], RETAIL).months[0]?.total).toBe(35);
    // A cheaper tier share stays cheaper: $5 copay.
    expect(estimateDrugCosts(Y2026, plan, [{ ...insulin, tier: 1 }], RETAIL).months[0]?.total).toBe(5);
    // Mail: a 90-day fill is capped at 3 x $35 = $105, four fills = $420.
    const mail = estimateDrugCosts(Y2026, plan, [{ ...insulin, tier: 4 }], MAIL);
    expect(mail.months.map((m) => m.total)).toEqual([105, 0, 0, 105, 0, 0, 105, 0, 0, 105, 0, 0]);
  });

  it('mail vs retail: 90-day fills every three months with the mail copay', () => {
    // Tier 1, $6 a month: retail 12 x $5 = 60; mail $0 copay = 0.
    const generic = drug({ unitCost: 0.2, tier: 1 });
    expect(estimateDrugCosts(Y2026, plan, [generic], RETAIL).estimatedAnnualDrugCost).toBe(60);
    expect(estimateDrugCosts(Y2026, plan, [generic], MAIL).estimatedAnnualDrugCost).toBe(0);
    // Tier 2, $40 a month: retail 12 x $12 = 144; mail 4 x $24 = 96.
    const preferred = drug({ unitCost: 40 / 30, tier: 2 });
    expect(estimateDrugCosts(Y2026, plan, [preferred], RETAIL).estimatedAnnualDrugCost).toBe(144);
    const mail = estimateDrugCosts(Y2026, plan, [preferred], MAIL);
    expect(mail.months.map((m) => m.total)).toEqual([24, 0, 0, 24, 0, 0, 24, 0, 0, 24, 0, 0]);
  });

  it('a copay never exceeds the price of the fill', () => {
    // $2 a month on a $5 copay tier pays $2.
    const e = estimateDrugCosts(Y2026, plan, [drug({ unitCost: 2 / 30, tier: 1 })], RETAIL);
    expect(e.estimatedAnnualDrugCost).toBe(24);
  });

  it('an uncovered drug costs its full price and does not count toward the cap', () => {
    // $500 a month off formulary next to the $3,000 tier-5 drug: 2,100 capped + 6,000 = 8,100.
    const e = estimateDrugCosts(
      Y2026,
      plan,
      [drug({ unitCost: 100, tier: 5 }), drug({ unitCost: 500 / 30, tier: null })],
      RETAIL,
    );
    expect(e.notCoveredCost).toBe(6000);
    expect(e.coveredOutOfPocket).toBe(2100);
    expect(e.estimatedAnnualDrugCost).toBe(8100);
    expect(e.perDrug).toEqual([2100, 6000]);
    expect(e.months[11]).toMatchObject({ notCovered: 500, catastrophic: 0, total: 500 });
  });

  it('an out-of-network pharmacy prices every drug as uncovered', () => {
    const e = estimateDrugCosts(Y2026, plan, [drug({ unitCost: 0.2, tier: 1 })], {
      ...RETAIL,
      pharmacyInNetwork: false,
    });
    expect(e.estimatedAnnualDrugCost).toBe(72);
    expect(e.coveredOutOfPocket).toBe(0);
  });

  it('starting mid-year only counts the months of coverage', () => {
    const e = estimateDrugCosts(Y2026, plan, [drug({ unitCost: 0.2, tier: 1 })], {
      ...RETAIL,
      startMonth: 7,
    });
    expect(e.months.slice(0, 6).every((m) => m.total === 0)).toBe(true);
    expect(e.estimatedAnnualDrugCost).toBe(30);
  });

  it('a plan deductible above the standard one is held to the standard deductible', () => {
    const e = estimateDrugCosts(
      Y2026,
      benefitOfTiers(900, [3, 4, 5], tiers),
      [drug({ unitCost: 10, tier: 3 })],
      {
        ...RETAIL,
      },
    );
    expect(e.months[2]).toMatchObject({ deductible: 15 });
  });

  it('no covered cost passes the cap, for any mix of drugs', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 300; run++) {
      const drugs: DrugUse[] = Array.from({ length: 1 + Math.floor(rand() * 10) }, () => ({
        monthlyUnits: 1 + Math.floor(rand() * 90),
        unitCost: Math.round(rand() * 20000) / 100,
        isInsulin: rand() < 0.15,
        isBrand: rand() < 0.5,
        tier: rand() < 0.1 ? null : 1 + Math.floor(rand() * 5),
      }));
      const e = estimateDrugCosts(Y2026, plan, drugs, rand() < 0.5 ? RETAIL : MAIL);
      expect(e.coveredOutOfPocket).toBeLessThanOrEqual(2100);
      const covered = e.months.reduce((s, m) => s + m.deductible + m.initial + m.catastrophic, 0);
      expect(Math.round(covered * 100)).toBe(Math.round(e.coveredOutOfPocket * 100));
      expect(Math.round(e.perDrug.reduce((s, x) => s + x, 0) * 100)).toBe(
        Math.round(e.estimatedAnnualDrugCost * 100),
      );
    }
  });
});

/**
 * A plan as CMS's quarterly files give it (beneficiary cost file rows, insulin beneficiary cost file
 * rows, the plan information file's DEDUCTIBLE of $400). Cost shares per pharmacy type:
 * tier 1 (DED_APPLIES_YN N): 30 days copay $2 preferred, $10 non-preferred retail; while the deductible
 *   is not met (COVERAGE_LEVEL 0) $1 preferred;
 * tier 3 (DED_APPLIES_YN Y): 30 days copay $47 preferred; 90 days copay $94 by preferred mail;
 * tier 4 (N): 30 days coinsurance 40%, no bounds;
 * tier 5 (TIER_SPECIALTY_YN Y, N): 30 days coinsurance 25% between $10 and $150; not offered by mail;
 * insulin file: tier 3, 30 days, $25 at a preferred pharmacy; 90 days, $90 by preferred mail.
 */
const copayShare = (amount: number) => ({
  costType: COST_TYPE.copay,
  amount,
  minAmount: null,
  maxAmount: null,
});
const coinsShare = (amount: number, minAmount: number | null = null, maxAmount: number | null = null) => ({
  costType: COST_TYPE.coinsurance,
  amount,
  minAmount,
  maxAmount,
});
const NOT_OFFERED = { costType: COST_TYPE.notOffered, amount: 0, minAmount: null, maxAmount: null };
const row = (
  tier: number,
  daysSupply: 30 | 90,
  shares: BeneficiaryCostRow['shares'],
  deductibleApplies = false,
  tierSpecialty = false,
): BeneficiaryCostRow => ({ coverageLevel: 1, tier, daysSupply, shares, deductibleApplies, tierSpecialty });
const cmsPlan: PlanDrugBenefit = {
  deductible: 400,
  costs: [
    row(1, 30, { preferredRetail: copayShare(2), nonPreferredRetail: copayShare(10) }),
    { ...row(1, 30, { preferredRetail: copayShare(1) }), coverageLevel: 0 },
    row(3, 30, { preferredRetail: copayShare(47), nonPreferredRetail: copayShare(60) }, true),
    row(3, 90, { mailPreferred: copayShare(94) }, true),
    row(4, 30, { preferredRetail: coinsShare(0.4) }),
    row(5, 30, { preferredRetail: coinsShare(0.25, 10, 150) }, false, true),
    row(5, 90, { mailPreferred: NOT_OFFERED }, false, true),
  ],
  insulin: [
    { tier: 3, daysSupply: 30, copays: { preferredRetail: 25 } },
    { tier: 3, daysSupply: 90, copays: { mailPreferred: 90 } },
  ],
};
/** 30 units a month at the pricing file's UNIT_COST. */
const fill = (unitCost: number, tier: number | null, d: Partial<DrugUse> = {}): DrugUse =>
  drug({ unitCost, tier, ...d });
const totals = (e: { months: { total: number }[] }) => e.months.map((m) => m.total);

describe('estimateDrugCosts on the CMS files, worked by hand', () => {
  it('deductible, then the tier cost share', () => {
    // Tier 3, 30 x $5 = $150 a fill. Deductible $400: Jan 150, Feb 150 (300 met), Mar 100 to reach
    // 400 + min($47 copay, the $50 left) = 147; Apr-Dec the $47 copay: 9 x 47 = 423. Year: 870.
    const e = estimateDrugCosts(Y2026, cmsPlan, [fill(5, 3)], RETAIL);
    expect(totals(e)).toEqual([150, 150, 147, 47, 47, 47, 47, 47, 47, 47, 47, 47]);
    expect(e.months[2]).toMatchObject({ deductible: 100, initial: 47 });
    expect(e.estimatedAnnualDrugCost).toBe(870);
    // A tier without DED_APPLIES_YN pays its copay from January: tier 1, 12 x $2 = 24.
    expect(estimateDrugCosts(Y2026, cmsPlan, [fill(1, 1)], RETAIL).estimatedAnnualDrugCost).toBe(24);
    // Next to the tier-3 drug, the deductible runs to March: tier 1 pays its COVERAGE_LEVEL 0 copay of $1
    // in January and February, then $2 (the tier-3 fill meets the deductible first in March): 1 + 1 + 10 x 2 = 22.
    expect(estimateDrugCosts(Y2026, cmsPlan, [fill(5, 3), fill(1, 1)], RETAIL).perDrug).toEqual([870, 22]);
  });

  it('a coinsurance held between its minimum and maximum', () => {
    // Tier 5, 25% between $10 and $150: $20 a fill -> 25% = $5, raised to the $10 minimum;
    // $200 -> $50; $1,000 -> $250, held to the $150 maximum.
    const first = (unitCost: number) =>
      estimateDrugCosts(Y2026, cmsPlan, [fill(unitCost, 5)], RETAIL).months[0]?.total;
    expect(first(20 / 30)).toBe(10);
    expect(first(200 / 30)).toBe(50);
    expect(first(1000 / 30)).toBe(150);
    // A year of the $1,000 drug: 12 x 150 = 1,800, under the $2,100 threshold.
    expect(estimateDrugCosts(Y2026, cmsPlan, [fill(1000 / 30, 5)], RETAIL).coveredOutOfPocket).toBe(1800);
  });

  it('the pharmacy type: the non-preferred retail copay', () => {
    // Tier 1 at a non-preferred pharmacy: $10 instead of $2, 12 x 10 = 120.
    const e = estimateDrugCosts(Y2026, cmsPlan, [fill(1, 1)], {
      pharmacy: 'nonPreferredRetail',
      daysSupply: 30,
    });
    expect(e.estimatedAnnualDrugCost).toBe(120);
  });

  it('90-day mail order: the 90-day UNIT_COST and copay, four fills', () => {
    // Tier 3 by preferred mail, 90-day UNIT_COST $4.50: a fill is 30 x 3 x 4.50 = $405. January: the
    // $400 deductible + min($94, the $5 left) = 405; April, July, October: $94 each. Year: 405 + 282 = 687.
    const e = estimateDrugCosts(Y2026, cmsPlan, [fill(4.5, 3)], MAIL);
    expect(totals(e)).toEqual([405, 0, 0, 94, 0, 0, 94, 0, 0, 94, 0, 0]);
    expect(e.estimatedAnnualDrugCost).toBe(687);
    // COST_TYPE 0: tier 5 is not offered by mail, so it is priced in full and counts for nothing:
    // 4 x (90 x $2) = 720.
    const notOffered = estimateDrugCosts(Y2026, cmsPlan, [fill(2, 5)], MAIL);
    expect(notOffered).toMatchObject({ notCoveredCost: 720, coveredOutOfPocket: 0 });
  });

  it('insulin: the insulin file copay, and never above $35 a month', () => {
    // Tier 3 insulin at $300 a month: the insulin file's $25 copay, outside the deductible: 12 x 25 = 300.
    const insulin = (tier: number) => fill(10, tier, { isInsulin: true, isBrand: true });
    expect(totals(estimateDrugCosts(Y2026, cmsPlan, [insulin(3)], RETAIL))).toEqual(Array(12).fill(25));
    // Tier 4 has no insulin file row: 40% of $300 = $120, held to the $35 cap: 12 x 35 = 420.
    expect(estimateDrugCosts(Y2026, cmsPlan, [insulin(4)], RETAIL).estimatedAnnualDrugCost).toBe(420);
    // By mail: the file's $90 for 90 days (under 3 x 35 = 105), four fills = 360.
    expect(estimateDrugCosts(Y2026, cmsPlan, [insulin(3)], MAIL).estimatedAnnualDrugCost).toBe(360);
  });

  it('the out-of-pocket threshold reached in April, then $0', () => {
    // Tier 4, 40% of $1,500 = $600 a month: Jan 600, Feb 1,200, Mar 1,800, Apr 300 reaches $2,100; May-Dec 0.
    const e = estimateDrugCosts(Y2026, cmsPlan, [fill(50, 4)], RETAIL);
    expect(totals(e).slice(0, 5)).toEqual([600, 600, 600, 300, 0]);
    expect(e.capReachedInMonth).toBe(4);
    expect(e.months[4]?.phase).toBe('catastrophic');
    expect(e.estimatedAnnualDrugCost).toBe(2100);
  });

  it('a drug off the formulary: full price, outside the threshold', () => {
    // Next to the tier-4 drug, $80 a month off the formulary: 12 x 80 = 960 more, and still $80 in
    // December when the covered drug costs $0. Year: 2,100 + 960 = 3,060.
    const e = estimateDrugCosts(Y2026, cmsPlan, [fill(50, 4), fill(80 / 30, null)], RETAIL);
    expect(e).toMatchObject({ coveredOutOfPocket: 2100, notCoveredCost: 960, estimatedAnnualDrugCost: 3060 });
    expect(e.months[11]).toMatchObject({ catastrophic: 0, notCovered: 80, total: 80 });
  });
});

describe('Extra Help (the Part D Low-Income Subsidy), against the published amounts', () => {
  const Y2027 = PART_D_PARAMETERS[2027]!;
  const lis = (options: EstimateOptions, year = Y2026) => ({ ...options, extraHelp: year.extraHelp });

  it('holds the year amounts with their sources', () => {
    expect(Y2026.extraHelp.deductible).toMatchObject({ amount: 0, confirmed: true });
    expect(Y2026.extraHelp.genericCopay.amount).toBe(5.1);
    expect(Y2026.extraHelp.brandCopay.amount).toBe(12.65);
    expect(Y2026.extraHelp.brandCopay.source).toMatch(/2025 amounts/);
    // 2027: grown like the threshold, 2,400 / 2,100, to the nearest 5 cents; not yet confirmed.
    expect(Y2027.extraHelp.genericCopay).toMatchObject({ amount: 5.85, confirmed: false });
    expect(Y2027.extraHelp.brandCopay).toMatchObject({ amount: 14.45, confirmed: false });
  });

  it('no deductible, and the brand copay instead of the plan share', () => {
    // Tier 3 brand, $150 a fill: no $400 deductible; min($47, $12.65) = 12.65 a month: 151.80 a year.
    const e = estimateDrugCosts(Y2026, cmsPlan, [fill(5, 3, { isBrand: true })], lis(RETAIL));
    expect(totals(e)).toEqual(Array(12).fill(12.65));
    expect(e.estimatedAnnualDrugCost).toBe(151.8);
    // 40% of $1,500 = $600 becomes $12.65; in 2027, 12 x 14.45 = 173.40.
    const brand4 = fill(50, 4, { isBrand: true });
    expect(estimateDrugCosts(Y2026, cmsPlan, [brand4], lis(RETAIL)).estimatedAnnualDrugCost).toBe(151.8);
    expect(estimateDrugCosts(Y2027, cmsPlan, [brand4], lis(RETAIL, Y2027)).estimatedAnnualDrugCost).toBe(
      173.4,
    );
  });

  it('the lower of the plan copay and the generic copay', () => {
    // Tier 1 generic: the plan's $2 is under $5.10 -> 24 a year; non-preferred $10 -> 12 x 5.10 = 61.20.
    expect(estimateDrugCosts(Y2026, cmsPlan, [fill(1, 1)], lis(RETAIL)).estimatedAnnualDrugCost).toBe(24);
    const nonPreferred = lis({ pharmacy: 'nonPreferredRetail', daysSupply: 30 });
    expect(estimateDrugCosts(Y2026, cmsPlan, [fill(1, 1)], nonPreferred).estimatedAnnualDrugCost).toBe(61.2);
  });

  it('insulin under Extra Help, and a drug off the formulary still at full price', () => {
    // Tier 4 insulin: min($35 cap, $12.65 brand copay) = 12.65 a month; off formulary $80 a month = 960.
    const e = estimateDrugCosts(
      Y2026,
      cmsPlan,
      [fill(10, 4, { isInsulin: true, isBrand: true }), fill(80 / 30, null)],
      lis(RETAIL),
    );
    expect(e.perDrug).toEqual([151.8, 960]);
  });
});
