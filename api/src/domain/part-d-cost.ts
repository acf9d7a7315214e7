/**
 * Part D out-of-pocket estimate for one plan and one person's drugs over a plan year, month by month.
 * Works in whole cents so that sums are exact. Rules (2025+ redesign):
 * - deductible phase: drugs on the plan's deductible tiers cost their full price until the plan's
 *   deductible (never above the year's standard deductible) is met; other tiers pay their cost share;
 * - initial coverage: tier copay (never above the drug's price) or coinsurance;
 * - once covered out-of-pocket spending reaches the year's cap the person pays $0 (catastrophic);
 * - covered insulin: never above the monthly insulin cap per month of supply, outside the deductible;
 * - drugs not on the formulary (and every drug at an out-of-network pharmacy) cost their full price
 *   and do not count toward the cap.
 * Retail fills are 30-day fills every month; mail-order fills are 90-day fills every three months.
 */
import type { DrugCostMonth, DrugCostPhase } from 'shared-contracts/api';
import type { PartDParameters } from './part-d-parameters';

export type CostShare = { type: 'copay'; amount: number } | { type: 'coinsurance'; rate: number };

export interface TierCostShare {
  /** 30-day retail fill. */
  retail30: CostShare;
  /** 90-day mail-order fill. */
  mail90: CostShare;
}

export interface PlanDrugBenefit {
  /** The plan's drug deductible in dollars (capped at the year's standard deductible). */
  deductible: number;
  deductibleTiers: readonly number[];
  tiers: Readonly<Record<number, TierCostShare>>;
}

export interface DrugUse {
  /** Units taken per month (a 30-day supply). */
  monthlyUnits: number;
  /** Full price per unit in dollars. */
  unitPrice: number;
  isInsulin: boolean;
  /** Formulary tier, or null when the drug is not on the plan's formulary. */
  tier: number | null;
}

export interface EstimateOptions {
  channel: 'retail' | 'mail';
  /** First month of coverage (1-12); earlier months cost nothing. */
  startMonth?: number;
  /** False when none of the person's pharmacies is in the plan's network. */
  pharmacyInNetwork?: boolean;
}

export interface DrugCostEstimate {
  estimatedAnnualDrugCost: number;
  /** What counted toward the cap (never above it). */
  coveredOutOfPocket: number;
  notCoveredCost: number;
  months: DrugCostMonth[];
  /** Yearly cost per drug, in input order. */
  perDrug: number[];
  /** Month in which the cap was reached, or null. */
  capReachedInMonth: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (c: number) => c / 100;

/** The person's share of a claim of `cost` cents, for `supplyMonths` months of supply. */
const costShareCents = (share: CostShare, cost: number, copayScale: number): number =>
  share.type === 'copay'
    ? Math.min(Math.round(cents(share.amount) * copayScale), cost)
    : Math.round(share.rate * cost);

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
  const mail = options.channel === 'mail';
  const cap = cents(params.outOfPocketCap.amount);
  const deductibleTiers = new Set(plan.deductibleTiers);
  const isCovered = (d: DrugUse) => inNetwork && d.tier !== null && plan.tiers[d.tier] !== undefined;
  const deductibleApplies = drugs.some(
    (d) => isCovered(d) && !d.isInsulin && deductibleTiers.has(d.tier as number),
  );
  let deductibleLeft = deductibleApplies
    ? cents(Math.min(plan.deductible, params.standardDeductible.amount))
    : 0;
  let oop = 0;
  let notCoveredTotal = 0;
  let capReachedInMonth: number | null = null;
  const perDrug = drugs.map(() => 0);
  const phaseNow = (): DrugCostPhase =>
    oop >= cap ? 'catastrophic' : deductibleLeft > 0 ? 'deductible' : 'initial';
  const months: DrugCostMonth[] = [];

  for (let month = 1; month <= 12; month++) {
    const row = { deductible: 0, initial: 0, catastrophic: 0, notCovered: 0 };
    const fills = month >= startMonth && (!mail || (month - startMonth) % 3 === 0);
    if (fills) {
      const supplyMonths = mail ? Math.min(3, 13 - month) : 1;
      drugs.forEach((drug, i) => {
        const cost = cents(drug.monthlyUnits * supplyMonths * drug.unitPrice);
        if (!isCovered(drug)) {
          row.notCovered += cost;
          notCoveredTotal += cost;
          perDrug[i] = (perDrug[i] ?? 0) + cost;
          return;
        }
        const tier = drug.tier as number;
        const tierShare = plan.tiers[tier] as TierCostShare;
        const share = mail ? tierShare.mail90 : tierShare.retail30;
        const copayScale = mail ? supplyMonths / 3 : 1;
        const pieces: Piece[] = [];
        if (oop >= cap) {
          pieces.push({ phase: 'catastrophic', amount: 0 });
        } else if (drug.isInsulin) {
          const insulinCap = cents(params.insulinMonthlyCap) * supplyMonths;
          pieces.push({
            phase: phaseNow(),
            amount: Math.min(costShareCents(share, cost, copayScale), insulinCap),
          });
        } else if (deductibleLeft > 0 && deductibleTiers.has(tier)) {
          const inDeductible = Math.min(cost, deductibleLeft);
          deductibleLeft -= inDeductible;
          pieces.push({ phase: 'deductible', amount: inDeductible });
          if (cost > inDeductible)
            pieces.push({ phase: 'initial', amount: costShareCents(share, cost - inDeductible, copayScale) });
        } else {
          pieces.push({ phase: phaseNow(), amount: costShareCents(share, cost, copayScale) });
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
