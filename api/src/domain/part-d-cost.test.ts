import { describe, expect, it } from 'vitest';
import {
  benefitOfGeneratedTiers,
  type DrugUse,
  type EstimateOptions,
  estimateDrugCosts,
  type PlanDrugBenefit,
} from './part-d-cost';
import { PART_D_PARAMETERS, partDParametersFor } from './part-d-parameters';

const Y2026 = PART_D_PARAMETERS[2026]!;
const copay = (amount: number) => ({ type: 'copay', amount }) as const;
const coins = (rate: number) => ({ type: 'coinsurance', rate }) as const;

/** A generated plan with a $615 deductible on tiers 3-5, mapped onto the beneficiary cost file's rows. */
const tiers = {
  1: { retail30: copay(5), mail90: copay(0) },
  2: { retail30: copay(12), mail90: copay(24) },
  3: { retail30: copay(47), mail90: copay(141) },
  4: { retail30: coins(0.4), mail90: coins(0.4) },
  5: { retail30: coins(0.25), mail90: coins(0.25) },
};
const plan: PlanDrugBenefit = benefitOfGeneratedTiers(615, [3, 4, 5], tiers);
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
      benefitOfGeneratedTiers(900, [3, 4, 5], tiers),
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
