import { describe, expect, it } from 'vitest';
import { generateCountyPlans } from '../../reference-data/medicare-plans';
import { planInYear } from '../../reference-data/plan-years';
import { planChanges, usd } from './anoc';

const plans = generateCountyPlans({ fips: '04013', state: 'AZ', countyName: 'Maricopa', places: [] });
const mapd = plans.find((p) => p.planType === 4) ?? plans[0];
if (!mapd) throw new Error('no plans');

describe('planChanges', () => {
  it('is empty when nothing changes', () => {
    expect(planChanges(mapd, mapd)).toEqual([]);
  });

  it('lists every changed value, and only those', () => {
    const mail = { type: 'copay' as const, amount: 105 };
    const base = {
      ...mapd,
      maximumOutOfPocketCost: 4900,
      tierCostShares: {
        ...mapd.tierCostShares,
        3: { retail30: { type: 'copay' as const, amount: 42 }, mail90: mail },
      },
    };
    const next = {
      ...base,
      monthlyPremium: base.monthlyPremium + 12.5,
      maximumOutOfPocketCost: 9250,
      planDataFields: base.planDataFields.map((f) =>
        f.name === 'Specialist Visit' ? { ...f, description: '$99 copay' } : f,
      ),
      tierCostShares: {
        ...base.tierCostShares,
        3: { retail30: { type: 'coinsurance' as const, rate: 0.25 }, mail90: mail },
      },
    };
    expect(planChanges(base, next)).toEqual([
      {
        category: 'premium',
        label: 'Monthly plan premium',
        thisYear: usd(base.monthlyPremium),
        nextYear: usd(base.monthlyPremium + 12.5),
      },
      {
        category: 'maximumOutOfPocket',
        label: 'Maximum out-of-pocket (in network)',
        thisYear: '$4,900',
        nextYear: '$9,250',
      },
      {
        category: 'copay',
        label: 'Specialist Visit',
        thisYear: base.planDataFields.find((f) => f.name === 'Specialist Visit')?.description,
        nextYear: '$99 copay',
      },
      {
        category: 'drugTier',
        label: 'Tier 3 (Preferred Brand) at a retail pharmacy, 30-day supply',
        thisYear: '$42',
        nextYear: '25% coinsurance',
      },
    ]);
  });

  it('lists a benefit added or dropped with null on the side that lacks it', () => {
    const extra = mapd.planDataFields.find((f) => f.benefitCategoryID !== null);
    if (!extra) return;
    const dropped = { ...mapd, planDataFields: mapd.planDataFields.filter((f) => f !== extra) };
    expect(planChanges(mapd, dropped)).toEqual([
      { category: 'benefit', label: extra.name, thisYear: extra.description, nextYear: null },
    ]);
  });

  it("agrees with the plans' own renewal: each renewed plan's differences are listed", () => {
    for (const plan of plans) {
      const next = planInYear(plan, 2027);
      const changes = planChanges(plan, next);
      expect(changes.some((c) => c.category === 'premium')).toBe(plan.monthlyPremium !== next.monthlyPremium);
      expect(changes.some((c) => c.category === 'maximumOutOfPocket')).toBe(
        plan.maximumOutOfPocketCost !== next.maximumOutOfPocketCost,
      );
      expect(changes.some((c) => c.category === 'drugTier')).toBe(
        JSON.stringify(plan.tierCostShares) !== JSON.stringify(next.tierCostShares),
      );
    }
  });

  it('formats dollars with cents only when there are any', () => {
    expect(usd(0)).toBe('$0');
    expect(usd(4900)).toBe('$4,900');
    expect(usd(12.5)).toBe('$12.50');
  });
});
