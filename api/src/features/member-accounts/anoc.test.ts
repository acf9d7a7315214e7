import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSampleDataOnFirstStart } from '../../import/sample-data';
import { openMigratedTestDb } from '../../test/harness';
import { countyPlansInYear, type ServedPlan } from '../plans/public';
import { planChanges, usd } from './anoc';
import { anocWords } from './messages';

const en = anocWords('en');

let plans2026: ServedPlan[];
let plans2027: ServedPlan[];
let mapd: ServedPlan;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openMigratedTestDb();
  drop = opened.drop;
  await importSampleDataOnFirstStart(opened.db);
  plans2026 = await countyPlansInYear(opened.db, '04013', 2026);
  plans2027 = await countyPlansInYear(opened.db, '04013', 2027);
  mapd = plans2026.find((p) => p.id === 'H9991001000')!;
}, 300_000);
afterAll(() => drop());

const withTier = (p: ServedPlan, tier: number, amount: string): ServedPlan => ({
  ...p,
  planTiers: p.planTiers.map((t) => ({
    ...t,
    tierInformation: t.tierInformation.map((i) =>
      i.tierNumber === tier && t.pharmacyType === 0 && i.preferred ? { ...i, amount } : i,
    ),
  })),
});

describe('planChanges', () => {
  it('is empty when nothing changes', () => {
    expect(planChanges(mapd, mapd, en)).toEqual([]);
  });

  it('lists every changed value, and only those', () => {
    const base = { ...withTier(mapd, 3, '$42.00'), maximumOutOfPocketCost: 4900 };
    const next = {
      ...withTier(base, 3, '25%'),
      monthlyPremium: base.monthlyPremium + 12.5,
      maximumOutOfPocketCost: 9250,
    };
    expect(planChanges(base, next, en)).toEqual([
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
        category: 'drugTier',
        label: 'Tier 3 at a preferred retail pharmacy, 30-day supply',
        thisYear: '$42',
        nextYear: '25% coinsurance',
      },
    ]);
  });

  it("lists what changed between the sample files' two contract years", () => {
    // The 2026 sample is the same plans 5% cheaper: premiums and copays move, MOOP and deductibles do not.
    for (const plan of plans2026) {
      const next = plans2027.find((p) => p.id === plan.id)!;
      const changes = planChanges(plan, next, en);
      expect(changes.some((c) => c.category === 'premium')).toBe(plan.monthlyPremium !== next.monthlyPremium);
      expect(changes.some((c) => c.category === 'maximumOutOfPocket')).toBe(false);
      expect(changes.some((c) => c.category === 'drugTier')).toBe(
        JSON.stringify(plan.planTiers) !== JSON.stringify(next.planTiers),
      );
    }
  });

  it('formats dollars with cents only when there are any', () => {
    expect(usd(0)).toBe('$0');
    expect(usd(4900)).toBe('$4,900');
    expect(usd(12.5)).toBe('$12.50');
  });
});
