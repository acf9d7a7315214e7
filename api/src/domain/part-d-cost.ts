/**
 * Part D out-of-pocket estimate for one plan and one person's drugs over a plan year, month by month, on
 * the inputs of CMS's quarterly "Prescription Drug Plan Formulary, Pharmacy Network, and Pricing
 * Information" files, as medicare.gov's Plan Finder uses them (api/CONTEXT.md "Drug cost estimate": each
 * number with its file and column). Works in whole cents so that sums are exact. Rules (2025+ redesign):
 * - a fill of DAYS_SUPPLY 30, 60 or 90 days costs units x months x the pricing file's UNIT_COST;
 * - deductible: on a tier whose DED_APPLIES_YN is Y the person pays the full price until the plan's
 *   deductible (never above the year's standard deductible) is met; other tiers pay their cost share;
 * - initial coverage: the beneficiary cost file's cost share for the drug's tier (TIER_LEVEL_VALUE), days
 *   supply and pharmacy type: COST_TYPE 1 a copay (never above the fill's price), 2 a coinsurance held
 *   between COST_MIN_AMT and COST_MAX_AMT, 0 not offered there (priced as not covered);
 * - once covered out-of-pocket spending reaches the year's threshold the person pays $0 (catastrophic);
 * - covered insulin: the insulin beneficiary cost file's copay, never above the monthly insulin cap per
 *   month of supply, outside the deductible;
 * - Extra Help (LIS): the LIS deductible instead of the plan's, and each covered fill at the lower of the
 *   plan's cost share and the LIS copay for a generic or a brand;
 * - drugs not on the formulary (and every drug at an out-of-network pharmacy) cost their full price and do
 *   not count toward the threshold.
 */
import type { DrugCostMonth, DrugCostPhase } from 'shared-contracts/api';
import type { LisCostSharing, PartDParameters } from './part-d-parameters';

/** DAYS_SUPPLY of the pricing file (the beneficiary cost file codes them 1 = 30, 4 = 60, 2 = 90). */
export type DaysSupply = 30 | 60 | 90;

/** The four pharmacy types of the beneficiary cost file's columns (_PREF, _NONPREF, _MAIL_PREF, _MAIL_NONPREF). */
export type PharmacyType = 'preferredRetail' | 'nonPreferredRetail' | 'mailPreferred' | 'mailNonPreferred';

/** COVERAGE_LEVEL of the beneficiary cost file: 0 deductible, 1 initial coverage (3, catastrophic, is $0). */
export type CoverageLevel = 0 | 1;

/** COST_TYPE_*: 0 not offered at that pharmacy type, 1 copay, 2 coinsurance. */
export const COST_TYPE = { notOffered: 0, copay: 1, coinsurance: 2 } as const;
export type CostType = (typeof COST_TYPE)[keyof typeof COST_TYPE];

/** One pharmacy type's cost share of a beneficiary cost file row (COST_TYPE_x, COST_AMT_x, COST_MIN_AMT_x, COST_MAX_AMT_x). */
export interface CmsCostShare {
  costType: CostType;
  /** Dollars for a copay; a fraction (0.25) for a coinsurance. */
  amount: number;
  /** Coinsurance bounds in dollars; null (or 0 in the file) when the plan sets none. */
  minAmount: number | null;
  maxAmount: number | null;
}

/** A row of the beneficiary cost file: one tier's cost share at one coverage level and days supply. */
export interface BeneficiaryCostRow {
  coverageLevel: CoverageLevel;
  tier: number;
  daysSupply: DaysSupply;
  shares: Partial<Record<PharmacyType, CmsCostShare>>;
  /** TIER_SPECIALTY_YN. */
  tierSpecialty: boolean;
  /** DED_APPLIES_YN. */
  deductibleApplies: boolean;
}

/** A row of the insulin beneficiary cost file (tier null: every tier); copays per pharmacy type. */
export interface InsulinCostRow {
  tier: number | null;
  daysSupply: DaysSupply;
  copays: Partial<Record<PharmacyType, number>>;
}

export interface PlanDrugBenefit {
  /** The plan information file's DEDUCTIBLE in dollars (held to the year's standard deductible). */
  deductible: number;
  costs: readonly BeneficiaryCostRow[];
  insulin: readonly InsulinCostRow[];
}

export interface DrugUse {
  /** Units taken per month (a 30-day supply). */
  monthlyUnits: number;
  /** The pricing file's UNIT_COST in dollars, for the days supply of the fill. */
  unitCost: number;
  isInsulin: boolean;
  /** Brand or generic, for the Extra Help copays. */
  isBrand: boolean;
  /** The formulary's TIER_LEVEL_VALUE, or null when the drug is not on the plan's formulary. */
  tier: number | null;
}

export interface EstimateOptions {
  pharmacy: PharmacyType;
  daysSupply: DaysSupply;
  /** First month of coverage (1-12); earlier months cost nothing. */
  startMonth?: number;
  /** False when none of the person's pharmacies is in the plan's network. */
  pharmacyInNetwork?: boolean;
  /** The year's Extra Help cost sharing when the person gets it. */
  extraHelp?: LisCostSharing | null;
}

export interface DrugCostEstimate {
  estimatedAnnualDrugCost: number;
  /** What counted toward the threshold (never above it). */
  coveredOutOfPocket: number;
  notCoveredCost: number;
  months: DrugCostMonth[];
  /** Yearly cost per drug, in input order. */
  perDrug: number[];
  /** Month in which the threshold was reached, or null. */
  capReachedInMonth: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;

/** The rows of one coverage level at one days supply, by tier. */
const rowsByTier = (plan: PlanDrugBenefit, coverageLevel: CoverageLevel, daysSupply: DaysSupply) =>
  new Map(
    plan.costs
      .filter((r) => r.coverageLevel === coverageLevel && r.daysSupply === daysSupply)
      .map((r) => [r.tier, r]),
  );

/**
 * The person's share of a fill costing `cost` cents; `scale` shrinks a copay for a fill cut short by the
 * year's end. A coinsurance is held to its bounds (a 0 bound in the file is no bound), and never passes
 * the fill's price.
 */
const shareCents = (share: CmsCostShare, cost: number, scale: number): number => {
  if (share.costType === COST_TYPE.copay) return Math.min(Math.round(cents(share.amount) * scale), cost);
  let paid = Math.round(share.amount * cost);
  if (share.minAmount) paid = Math.max(paid, Math.round(cents(share.minAmount) * scale));
  if (share.maxAmount) paid = Math.min(paid, Math.round(cents(share.maxAmount) * scale));
  return Math.min(paid, cost);
};

interface Piece {
  phase: DrugCostPhase;
  amount: number;
}

export const estimateDrugCosts = (
  params: PartDParameters,
  plan: PlanDrugBenefit,
  drugs: readonly DrugUse[],
  options: EstimateOptions,
): DrugCostEstimate => {
  const startMonth = options.startMonth ?? 1;
  const inNetwork = options.pharmacyInNetwork ?? true;
  const lis = options.extraHelp ?? null;
  const { pharmacy, daysSupply } = options;
  const fillMonths = daysSupply / 30;
  const cap = cents(params.outOfPocketCap.amount);
  const initialRows = rowsByTier(plan, 1, daysSupply);
  const deductibleRows = rowsByTier(plan, 0, daysSupply);
  const initialShare = (tier: number) => initialRows.get(tier)?.shares[pharmacy];
  const isCovered = (d: DrugUse) =>
    inNetwork && d.tier !== null && (initialShare(d.tier)?.costType ?? COST_TYPE.notOffered) !== 0;
  const deductibleTier = (tier: number) => initialRows.get(tier)?.deductibleApplies ?? false;
  const deductibleApplies = drugs.some(
    (d) => isCovered(d) && !d.isInsulin && deductibleTier(d.tier as number),
  );
  const planDeductible = Math.min(plan.deductible, params.standardDeductible.amount);
  let deductibleLeft = deductibleApplies
    ? cents(lis ? Math.min(planDeductible, lis.deductible.amount) : planDeductible)
    : 0;
  let oop = 0;
  let notCoveredTotal = 0;
  let capReachedInMonth: number | null = null;
  const perDrug = drugs.map(() => 0);
  const phaseNow = (): DrugCostPhase =>
    oop >= cap ? 'catastrophic' : deductibleLeft > 0 ? 'deductible' : 'initial';
  /** With Extra Help a covered fill costs the lower of the plan's share and the LIS copay. */
  const withLis = (drug: DrugUse, amount: number) =>
    lis ? Math.min(amount, cents((drug.isBrand ? lis.brandCopay : lis.genericCopay).amount)) : amount;
  const insulinCopay = (tier: number) =>
    (
      plan.insulin.find((r) => r.tier === tier && r.daysSupply === daysSupply) ??
      plan.insulin.find((r) => r.tier === null && r.daysSupply === daysSupply)
    )?.copays[pharmacy];
  const months: DrugCostMonth[] = [];

  for (let month = 1; month <= 12; month++) {
    const row = { deductible: 0, initial: 0, catastrophic: 0, notCovered: 0 };
    const fills = month >= startMonth && (month - startMonth) % fillMonths === 0;
    if (fills) {
      const supplyMonths = Math.min(fillMonths, 13 - month);
      const scale = supplyMonths / fillMonths;
      drugs.forEach((drug, i) => {
        const cost = cents(drug.monthlyUnits * supplyMonths * drug.unitCost);
        if (!isCovered(drug)) {
          row.notCovered += cost;
          notCoveredTotal += cost;
          perDrug[i] = (perDrug[i] ?? 0) + cost;
          return;
        }
        const tier = drug.tier as number;
        const share = initialShare(tier) as CmsCostShare;
        const pieces: Piece[] = [];
        if (oop >= cap) {
          pieces.push({ phase: 'catastrophic', amount: 0 });
        } else if (drug.isInsulin) {
          const copay = insulinCopay(tier);
          const planShare =
            copay === undefined
              ? shareCents(share, cost, scale)
              : Math.min(Math.round(cents(copay) * scale), cost);
          const insulinCap = cents(params.insulinMonthlyCap) * supplyMonths;
          pieces.push({ phase: phaseNow(), amount: withLis(drug, Math.min(planShare, insulinCap)) });
        } else if (deductibleLeft > 0 && deductibleTier(tier)) {
          const inDeductible = Math.min(cost, deductibleLeft);
          deductibleLeft -= inDeductible;
          pieces.push({ phase: 'deductible', amount: inDeductible });
          if (cost > inDeductible)
            pieces.push({
              phase: 'initial',
              amount: withLis(drug, shareCents(share, cost - inDeductible, scale)),
            });
        } else {
          const deductibleShare = deductibleLeft > 0 ? deductibleRows.get(tier)?.shares[pharmacy] : undefined;
          const used = deductibleShare && deductibleShare.costType !== 0 ? deductibleShare : share;
          pieces.push({ phase: phaseNow(), amount: withLis(drug, shareCents(used, cost, scale)) });
        }
        for (const piece of pieces) {
          const paid = Math.min(piece.amount, cap - oop);
          oop += paid;
          row[piece.phase] += paid;
          perDrug[i] = (perDrug[i] ?? 0) + paid;
        }
        if (oop >= cap && capReachedInMonth === null) capReachedInMonth = month;
      });
    }
    const total = row.deductible + row.initial + row.catastrophic + row.notCovered;
    months.push({
      month,
      phase: phaseNow(),
      deductible: dollars(row.deductible),
      initial: dollars(row.initial),
      catastrophic: dollars(row.catastrophic),
      notCovered: dollars(row.notCovered),
      total: dollars(total),
      cumulativeOutOfPocket: dollars(oop),
    });
  }

  return {
    estimatedAnnualDrugCost: dollars(oop + notCoveredTotal),
    coveredOutOfPocket: dollars(oop),
    notCoveredCost: dollars(notCoveredTotal),
    months,
    perDrug: perDrug.map(dollars),
    capReachedInMonth,
  };
};
