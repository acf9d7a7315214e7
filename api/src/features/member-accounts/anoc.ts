/**
 * The annual notice of changes: a plan this year beside the same plan next year, every changed value
 * listed in reading order (premium, deductibles, maximum out-of-pocket, copays, extra benefits, drug
 * tier cost sharing). Display values are formatted here so every page shows the same numbers.
 */
import type { AnocChange } from 'shared-contracts/api';
import type { CostShare } from '../../domain/part-d-cost';
import { TIER_LABELS } from '../../reference-data/formulary';
import type { GeneratedPlan } from '../../reference-data/medicare-plans';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** $0, $4,900 or $12.50: cents only when there are any. */
export const usd = (n: number) => dollars.format(n).replace(/\.00$/, '');

const share = (s: CostShare | undefined) =>
  !s ? null : s.type === 'copay' ? usd(s.amount) : `${Math.round(s.rate * 100)}% coinsurance`;

const tierList = (tiers: readonly number[]) =>
  tiers.length === 0 ? 'None' : `Tier${tiers.length > 1 ? 's' : ''} ${tiers.join(', ')}`;

const CHANNELS = [
  ['retail30', 'at a retail pharmacy, 30-day supply'],
  ['mail90', 'by mail order, 90-day supply'],
] as const;

export const planChanges = (thisYear: GeneratedPlan, nextYear: GeneratedPlan): AnocChange[] => {
  const all: AnocChange[] = [];
  const add = (category: AnocChange['category'], label: string, a: string | null, b: string | null) => {
    if (a !== b) all.push({ category, label, thisYear: a, nextYear: b });
  };
  add('premium', 'Monthly plan premium', usd(thisYear.monthlyPremium), usd(nextYear.monthlyPremium));
  if (thisYear.planType !== 1 || nextYear.planType !== 1)
    add('deductible', 'Health deductible', usd(thisYear.healthDeductible), usd(nextYear.healthDeductible));
  const drugDeductible = (p: GeneratedPlan) => (p.hasDrugCoverage ? usd(p.drugDeductible ?? 0) : null);
  add('deductible', 'Drug deductible', drugDeductible(thisYear), drugDeductible(nextYear));
  const deductibleTiers = (p: GeneratedPlan) =>
    p.hasDrugCoverage && (p.drugDeductible ?? 0) > 0 ? tierList(p.drugDeductibleTiers) : null;
  add('deductible', 'Drug deductible applies to', deductibleTiers(thisYear), deductibleTiers(nextYear));
  const moop = (p: GeneratedPlan) =>
    p.maximumOutOfPocketCost === null ? null : usd(p.maximumOutOfPocketCost);
  add('maximumOutOfPocket', 'Maximum out-of-pocket (in network)', moop(thisYear), moop(nextYear));

  const fieldNames = [
    ...new Set([...thisYear.planDataFields, ...nextYear.planDataFields].map((f) => f.name)),
  ];
  for (const copays of [true, false]) {
    for (const name of fieldNames) {
      const a = thisYear.planDataFields.find((f) => f.name === name);
      const b = nextYear.planDataFields.find((f) => f.name === name);
      if (((a ?? b)?.benefitCategoryID === null) !== copays) continue;
      add(copays ? 'copay' : 'benefit', name, a?.description ?? null, b?.description ?? null);
    }
  }

  const tiers = [
    ...new Set([...Object.keys(thisYear.tierCostShares), ...Object.keys(nextYear.tierCostShares)]),
  ]
    .map(Number)
    .sort((x, y) => x - y);
  for (const tier of tiers) {
    for (const [channel, how] of CHANNELS) {
      add(
        'drugTier',
        `Tier ${tier} (${TIER_LABELS[tier] ?? 'Drugs'}) ${how}`,
        share(thisYear.tierCostShares[tier]?.[channel]),
        share(nextYear.tierCostShares[tier]?.[channel]),
      );
    }
  }
  return all;
};
