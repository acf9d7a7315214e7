import type { Benefit } from 'shared-contracts/api';
import { describe, expect, it, vi } from 'vitest';
import { extraFor, makePlan } from 'web-kit/test-data';
import { prioritiesOf } from './benefits';
import { cheapBare, dearBoth, midHearing } from './best-match.fixtures';
import {
  carriersOf,
  defaultSortFor,
  filterPlans,
  matchScore,
  NO_FILTERS,
  rankPlans,
  sortKeysFor,
  sortPlans,
} from './ranking';

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
  it('puts plans without drug coverage last by drug cost: their figure is the drugs at full price', () => {
    const noDrugs = { ...ranked[1]!, plan: { ...ranked[1]!.plan, hasDrugCoverage: false } };
    const byDrugCost = sortPlans([ranked[0]!, noDrugs, ranked[2]!], 'drugCost').map((r) => r.plan.id);
    expect(byDrugCost).toEqual(['C', 'A', 'B']);
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

describe('best match for you', () => {
  const list = [cheapBare, midHearing, dearBoth];
  const ranked = rankPlans(
    'medicareAdvantage',
    list,
    list.map((p) =>
      extraFor(p, p.id === 'cheap' ? { fitnessProgramText: 'Silver Sneakers at no cost' } : {}),
    ),
  );
  const order = (benefits: Benefit[], pinned: string[] = []) =>
    sortPlans(ranked, 'bestMatch', pinned, prioritiesOf(benefits)).map((r) => r.plan.id);

  it('reads the priorities: not important and empty are unselected, very important weighs double', () => {
    expect(
      prioritiesOf([
        { name: 'hearingAidCoverage', value: 'Very important' },
        { name: 'visionAidCoverage', value: 'Not important' },
        { name: 'additionalDentalServices', value: '' },
        { name: 'keepingSameDoctor', value: 'Somewhat important' },
        { name: 'fitnessProgram', value: 'Renew Active' },
        { name: 'telemedicine', value: 'Somewhat important' },
      ]),
    ).toEqual([
      { key: 'hearing', weight: 2, program: undefined },
      { key: 'doctors', weight: 1, program: undefined },
      { key: 'fitness', weight: 1, program: 'Renew Active' },
      { key: 'telemedicine', weight: 1, program: undefined },
    ]);
    expect(prioritiesOf([{ name: 'fitnessProgram', value: 'Any program' }])).toEqual([
      { key: 'fitness', weight: 1, program: undefined },
    ]);
  });

  it('puts the plans with the benefits marked important first, equal matches by lowest total', () => {
    expect(order([])).toEqual(['cheap', 'mid', 'dear']);
    expect(order([{ name: 'hearingAidCoverage', value: 'Somewhat important' }])).toEqual([
      'mid',
      'dear',
      'cheap',
    ]);
    expect(
      order([
        { name: 'hearingAidCoverage', value: 'Somewhat important' },
        { name: 'additionalDentalServices', value: 'Somewhat important' },
      ]),
    ).toEqual(['dear', 'mid', 'cheap']);
  });

  it('weighs very important above somewhat important, and keeps pins on top', () => {
    const benefits: Benefit[] = [
      { name: 'fitnessProgram', value: 'Silver Sneakers' },
      { name: 'keepingSameDoctor', value: 'Very important' },
    ];
    // dear keeps the doctor (2) over cheap's named fitness program (1); mid meets neither.
    expect(order(benefits)).toEqual(['dear', 'cheap', 'mid']);
    expect(order(benefits, ['mid'])).toEqual(['mid', 'dear', 'cheap']);
    // A different named program does not count.
    expect(order([{ name: 'fitnessProgram', value: 'Renew Active' }])).toEqual(['cheap', 'mid', 'dear']);
  });

  it('counts drug coverage only when every drug of the person is covered', () => {
    const drug = (covered: boolean) => ({
      dosageRecordID: 'r1',
      ndc: '1',
      drugName: 'metformin',
      covered,
      tierNumber: 1,
      priorAuthorization: false,
      quantityLimit: false,
      annualCost: 0,
    });
    const covers = rankPlans('medicareAdvantage', [makePlan({ id: 'x', drugs: [drug(true)] })], []);
    const misses = rankPlans('medicareAdvantage', [makePlan({ id: 'y', drugs: [drug(false)] })], []);
    const priorities = prioritiesOf([{ name: 'prescriptionDrugCoverage', value: 'Very important' }]);
    expect(matchScore(covers[0]!, priorities)).toBe(2);
    expect(matchScore(misses[0]!, priorities)).toBe(0);
  });

  it('offers best match, and makes it the default, only once a priority is set', () => {
    expect(defaultSortFor([])).toBe('total');
    expect(sortKeysFor([])).not.toContain('bestMatch');
    const set = prioritiesOf([{ name: 'telemedicine', value: 'Very important' }]);
    expect(defaultSortFor(set)).toBe('bestMatch');
    expect(sortKeysFor(set)[0]).toBe('bestMatch');
  });
});

describe('name order without ICU', () => {
  // A first localeCompare loads the browser's collation data (40-55 ms at a phone's speed, in the task
  // that shows the list): the carrier filter and the name tie-break use compareText, localeCompare's order.
  const named = (id: string, planName: string, carrierName: string) =>
    makePlan({ id, planName, carrierName, planID: id, monthlyPremium: 0, annualPlanPremium: 0 });
  const sameCost = [
    named('1', 'saguaro Plus (HMO)', 'Saguaro Health Plans'),
    named('2', 'Saguaro Plus (HMO)', 'blue Mesa Health'),
    named('3', 'Saguaro-Plus (HMO)', 'Blue Mesa Health'),
    named('4', 'Saguaro Plus (HMO-POS)', 'Canyon State Health'),
    named('5', 'Saguaro 2 (HMO)', 'Blue-Mesa Health'),
  ];
  const ranked = rankPlans(
    'medicareAdvantage',
    sameCost,
    sameCost.map((p) => extraFor(p)),
  );

  it('orders carriers and equal-cost plans as en-US localeCompare, without calling it', () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const carriers = carriersOf(ranked);
    const names = sortPlans(ranked, 'premium').map((r) => r.plan.planName);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
    const intl = (a: string, b: string) => a.localeCompare(b, 'en-US');
    expect(carriers).toEqual(sameCost.map((p) => p.carrierName).sort(intl));
    expect(names).toEqual(sameCost.map((p) => p.planName).sort(intl));
  });
});
