/**
 * The annual notice of changes: a plan this year beside the same plan next year, every changed value
 * listed in reading order (premium, deductibles, maximum out-of-pocket, copays, extra benefits, drug
 * tier cost sharing). Display values are formatted here so every page shows the same numbers, in the
 * words of the request's language (`messages.ts`).
 */
import type { AnocChange, PlanTier } from 'shared-contracts/api';
import type { ServedPlan } from '../plans/public';
import type { AnocWords } from './messages';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** $0, $4,900 or $12.50: cents only when there are any. */
export const usd = (n: number) => dollars.format(n).replace(/\.00$/, '');

const tierList = (tiers: readonly number[], w: AnocWords) =>
  tiers.length === 0 ? w.noTiers : w.tiers(tiers.length, tiers.join(', '));

type TierInformation = PlanTier['tierInformation'][number];

/** A cost share as the notice words it: $42, 25% coinsurance (min $10, max $100). */
const share = (t: TierInformation | undefined, w: AnocWords) => {
  if (!t) return null;
  if (t.amount.startsWith('$')) return usd(Number(t.amount.slice(1)));
  const bounds = [
    t.minAmount ? w.min(usd(t.minAmount)) : null,
    t.maxAmount ? w.max(usd(t.maxAmount)) : null,
  ].filter(Boolean);
  return `${w.coinsurance(t.amount)}${bounds.length > 0 ? ` (${bounds.join(', ')})` : ''}`;
};

const CHANNELS = [
  [0, true, 'preferredRetail'],
  [0, false, 'standardRetail'],
  [1, true, 'preferredMail'],
  [1, false, 'standardMail'],
] as const;

const tierShare = (plan: ServedPlan, tier: number, pharmacyType: 0 | 1, preferred: boolean) =>
  plan.planTiers
    .find((t) => t.pharmacyType === pharmacyType)
    ?.tierInformation.find((i) => i.tierNumber === tier && i.preferred === preferred);

/**
 * Every value of the plan that changed from this year's files to next year's: premium, drug deductible
 * and its tiers, maximum out-of-pocket, each tier's cost share by pharmacy type (the beneficiary cost file).
 * The medical copays and extra benefits are in the PBP benefit tables, which are not imported.
 */
export const planChanges = (thisYear: ServedPlan, nextYear: ServedPlan, w: AnocWords): AnocChange[] => {
  const all: AnocChange[] = [];
  const add = (category: AnocChange['category'], label: string, a: string | null, b: string | null) => {
    if (a !== b) all.push({ category, label, thisYear: a, nextYear: b });
  };
  add('premium', w.premium, usd(thisYear.monthlyPremium), usd(nextYear.monthlyPremium));
  const drugDeductible = (p: ServedPlan) => (p.hasDrugCoverage ? usd(p.drugDeductible ?? 0) : null);
  add('deductible', w.drugDeductible, drugDeductible(thisYear), drugDeductible(nextYear));
  const deductibleTiers = (p: ServedPlan) =>
    p.hasDrugCoverage && (p.drugDeductible ?? 0) > 0 ? tierList(p.drugDeductibleTiers, w) : null;
  add('deductible', w.deductibleTiers, deductibleTiers(thisYear), deductibleTiers(nextYear));
  const moop = (p: ServedPlan) => (p.maximumOutOfPocketCost === null ? null : usd(p.maximumOutOfPocketCost));
  add('maximumOutOfPocket', w.maximumOutOfPocket, moop(thisYear), moop(nextYear));

  const tiers = [
    ...new Set(
      [thisYear, nextYear].flatMap((p) =>
        p.planTiers.flatMap((t) => t.tierInformation.map((i) => i.tierNumber)),
      ),
    ),
  ].sort((x, y) => x - y);
  for (const tier of tiers) {
    for (const [pharmacyType, preferred, how] of CHANNELS) {
      add(
        'drugTier',
        w[how](tier),
        share(tierShare(thisYear, tier, pharmacyType, preferred), w),
        share(tierShare(nextYear, tier, pharmacyType, preferred), w),
      );
    }
  }
  return all;
};
