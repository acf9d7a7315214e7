import { describe, expect, it } from 'vitest';
import { extraFor, makePlan } from 'web-kit/test-data';
import { filterPlans, NO_FILTERS, rankPlans, sortPlans } from './ranking';

const cheapPremiumDearDrugs = makePlan({
  id: 'A',
  planName: 'Alpha (HMO)',
  monthlyPremium: 10,
  annualPlanPremium: 120,
  estimatedAnnualDrugCost: 3000,
  maximumOutOfPocketCost: 3000,
  starRating: 3,
});
const dearPremiumCheapDrugs = makePlan({
  id: 'B',
  planName: 'Bravo (PPO)',
  planSubType: 'Local PPO',
  planID: '002',
  monthlyPremium: 80,
  annualPlanPremium: 960,
  estimatedAnnualDrugCost: 200,
  maximumOutOfPocketCost: 6000,
  starRating: 4.5,
});
const middle = makePlan({
  id: 'C',
  planName: 'Charlie (HMO)',
  planID: '003',
  monthlyPremium: 40,
  annualPlanPremium: 480,
  estimatedAnnualDrugCost: 900,
  maximumOutOfPocketCost: null,
  starRating: null,
});
const snpByName = makePlan({ id: 'S1', planName: 'Heart Care (HMO C-SNP)', planID: '004' });
const snpByFlag = makePlan({ id: 'S2', planName: 'Plain Choice (HMO)', planID: '005' });
const pdp = makePlan({
  id: 'P',
  planName: 'Drug Saver (PDP)',
  planType: 1,
  planSubType: 'PDP',
  contractID: 'S5678',
  planID: '006',
});
const plans = [cheapPremiumDearDrugs, dearPremiumCheapDrugs, middle, snpByName, snpByFlag, pdp];
const extra = plans.map((p) => extraFor(p, p.id === 'S2' ? { dSnp: true } : {}));

describe('rankPlans', () => {
  it('drops C-SNP and D-SNP plans, by name or by flag (spec 5)', () => {
    const ids = rankPlans('medicareAdvantage', plans, extra).map((r) => r.plan.id);
    expect(ids).toEqual(['A', 'B', 'C']);
  });
  it('keeps only the list’s own plan type', () => {
    expect(rankPlans('pdp', plans, extra).map((r) => r.plan.id)).toEqual(['P']);
    expect(rankPlans('hmo', plans, extra).map((r) => r.plan.id)).toEqual(['A', 'C']);
    expect(rankPlans('ppo', plans, extra).map((r) => r.plan.id)).toEqual(['B']);
  });
  it('computes the estimated yearly total as drug cost plus premium', () => {
    const [a] = rankPlans('medicareAdvantage', plans, extra);
    expect(a?.derived.estimatedAnnualMinimum).toBe(3120);
    expect(a?.derived.estimatedAnnualMaximum).toBe(6120);
  });
});

describe('sortPlans', () => {
  const ranked = rankPlans('medicareAdvantage', plans, extra);
  const ids = (key: Parameters<typeof sortPlans>[1], pinned: string[] = []) =>
    sortPlans(ranked, key, pinned).map((r) => r.plan.id);

  it('defaults to the lowest estimated total yearly cost, not the premium', () => {
    // Totals: A 3120, B 1160, C 1380. By premium alone A would come first.
    expect(ids('total')).toEqual(['B', 'C', 'A']);
    expect(ids('premium')).toEqual(['A', 'C', 'B']);
  });
  it('sorts by drug cost, maximum out-of-pocket (none last) and stars (highest first, unrated last)', () => {
    expect(ids('drugCost')).toEqual(['B', 'C', 'A']);
    expect(ids('moop')).toEqual(['A', 'B', 'C']);
    expect(ids('stars')).toEqual(['B', 'A', 'C']);
  });
  it('keeps pinned plans on top in the order they were pinned', () => {
    expect(ids('total', ['A'])).toEqual(['A', 'B', 'C']);
    expect(ids('total', ['C', 'A'])).toEqual(['C', 'A', 'B']);
  });
});

describe('filterPlans', () => {
  const ranked = rankPlans('medicareAdvantage', plans, extra);
  it('lets everything through with no filters', () => {
    expect(filterPlans(ranked, NO_FILTERS)).toHaveLength(3);
  });
  it('filters by plan type, carrier, stars and benefits', () => {
    expect(filterPlans(ranked, { ...NO_FILTERS, networks: ['PPO'] }).map((r) => r.plan.id)).toEqual(['B']);
    expect(filterPlans(ranked, { ...NO_FILTERS, carriers: ['Nobody'] })).toEqual([]);
    expect(filterPlans(ranked, { ...NO_FILTERS, minStars: 4 }).map((r) => r.plan.id)).toEqual(['B']);
    expect(filterPlans(ranked, { ...NO_FILTERS, benefits: ['dental'] })).toEqual([]);
  });
});
