/**
 * A county's plans priced for one person: their drugs (cost engine), their pharmacies and doctors
 * (networks), with SNP plans dropped (spec 5). Pure: every input is passed in, so the bench can drive it.
 */
import {
  type DosageFrequency,
  type ExtraPlanData,
  type MedicarePlan,
  monthsPerFill,
  type PlanTypeName,
} from 'shared-contracts/api';
import { cmsPlanId, derivePlanValues, isSnpPlan } from 'shared-contracts/domain';
import type { DrugUse } from '../../domain/part-d-cost';
import type { LisCostSharing, PartDParameters } from '../../domain/part-d-parameters';
import { keepEncoded, withKeptHead } from '../../http/json-body';
import type { GeneratedPlan } from '../../reference-data/medicare-plans';
import { isPharmacyInNetwork, isProviderInNetwork } from '../../reference-data/networks';
import { planDrugCostEstimate } from './estimate-cache';

export interface PersonDrug {
  dosageRecordID: string;
  ndc: string;
  drugId: string;
  drugName: string;
  quantity: number;
  frequency: DosageFrequency;
  unitPrice: number;
  isInsulin: boolean;
  isBrand: boolean;
}

export interface PersonPharmacy {
  pharmacyRecordID: string;
  name: string;
  isMailOrder: boolean;
}

export interface PersonProvider {
  uuid: string;
  npis: string[];
  name: string;
}

/** The formulary entry of a drug, or undefined when the drug is not on the formulary. */
export type FormularyLookup = (
  formularyId: string,
  drugId: string,
) => { tier: number | null; priorAuthorization: boolean; quantityLimit: boolean } | undefined;

export interface PricingInput {
  params: PartDParameters;
  drugs: readonly PersonDrug[];
  pharmacies: readonly PersonPharmacy[];
  providers: readonly PersonProvider[];
  formulary: FormularyLookup;
  mailOrder: boolean;
  /** The year's Extra Help cost sharing when the person gets it, else null. */
  extraHelp: LisCostSharing | null;
  /** First month of coverage in the plan year. */
  startMonth: number;
  showDrugCoverage: boolean;
  showDrugPricing: boolean;
  /** The month-by-month chart data (the detail call always has it; lists only when asked). */
  includeMonthlyCosts: boolean;
}

const PLAN_TYPE_BY_NAME: Record<Exclude<PlanTypeName, 'MEDIGAP'>, GeneratedPlan['planType']> = {
  MAPD: 4,
  MA: 2,
  PDP: 1,
};

export const planTypesWanted = (names: readonly PlanTypeName[]): Set<number> =>
  new Set(names.flatMap((n) => (n === 'MEDIGAP' ? [] : [PLAN_TYPE_BY_NAME[n]])));

const extraPlanData = new WeakMap<GeneratedPlan, ExtraPlanData>();

/**
 * The plan's extra data, made once per plan (plans are reference data, read once per process) and kept
 * encoded, like the plan's benefit tables below: they are the same in every search of the county.
 */
export const extraPlanDataOf = (p: GeneratedPlan): ExtraPlanData => {
  let extra = extraPlanData.get(p);
  if (!extra) {
    extra = keepEncoded({ cmsId: cmsPlanId(p), connectureId: p.id, ...p.extra });
    extraPlanData.set(p, extra);
  }
  return extra;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One plan priced for the person. */
export const pricePlan = (plan: GeneratedPlan, year: number, input: PricingInput): MedicarePlan => {
  const entries = input.drugs.map((d) =>
    plan.hasDrugCoverage && plan.formularyId ? input.formulary(plan.formularyId, d.drugId) : undefined,
  );
  const retail = input.pharmacies.filter((p) => !p.isMailOrder);
  // Mail order is always in network; at retail, one in-network pharmacy of the person's is enough, and a
  // person who chose no pharmacy is priced at an in-network one.
  const pharmacyInNetwork =
    input.mailOrder ||
    retail.length === 0 ||
    retail.some((p) => isPharmacyInNetwork(plan.pharmacyNetwork, p.pharmacyRecordID, false));
  const uses: DrugUse[] = input.drugs.map((d, i) => ({
    monthlyUnits: d.quantity / monthsPerFill(d.frequency),
    unitCost: d.unitPrice,
    isInsulin: d.isInsulin,
    isBrand: d.isBrand,
    tier: entries[i]?.tier ?? null,
  }));
  const estimate = input.showDrugPricing
    ? planDrugCostEstimate(plan, input.params, uses, {
        // Plan Finder's defaults: a 30-day fill at a preferred retail pharmacy, or 90 days by preferred mail.
        ...(input.mailOrder
          ? ({ pharmacy: 'mailPreferred', daysSupply: 90 } as const)
          : ({ pharmacy: 'preferredRetail', daysSupply: 30 } as const)),
        startMonth: input.startMonth,
        pharmacyInNetwork,
        extraHelp: input.extraHelp,
      })
    : null;
  return withKeptHead(planHead(plan, year), {
    estimatedAnnualDrugCost: estimate?.estimatedAnnualDrugCost ?? 0,
    drugCostByMonth: input.includeMonthlyCosts ? (estimate?.months ?? []) : [],
    drugs: input.showDrugCoverage
      ? input.drugs.map((d, i) => ({
          dosageRecordID: d.dosageRecordID,
          ndc: d.ndc,
          drugName: d.drugName,
          covered: entries[i]?.tier != null,
          tierNumber: entries[i]?.tier ?? null,
          priorAuthorization: entries[i]?.priorAuthorization ?? false,
          quantityLimit: entries[i]?.quantityLimit ?? false,
          annualCost: estimate?.perDrug[i] ?? 0,
        }))
      : [],
    providers: input.providers.map((p) => ({
      uuid: p.uuid,
      npi: p.npis[0] ?? '',
      name: p.name,
      inNetwork: p.npis.some((n) => isProviderInNetwork(plan.providerNetwork, n)),
    })),
    pharmacies: input.pharmacies.map((p) => ({
      pharmacyRecordID: p.pharmacyRecordID,
      name: p.name,
      inNetwork: isPharmacyInNetwork(plan.pharmacyNetwork, p.pharmacyRecordID, p.isMailOrder),
    })),
    sample: true as const,
  });
};

const planHeads = new WeakMap<GeneratedPlan, Map<number, PlanHead>>();

/**
 * The fields of a priced plan that are the plan's own, the same for everybody: made once per plan and
 * year and kept encoded (about half of a plan search's bytes).
 */
const planHead = (plan: GeneratedPlan, year: number) => {
  let byYear = planHeads.get(plan);
  if (!byYear) {
    byYear = new Map();
    planHeads.set(plan, byYear);
  }
  let head = byYear.get(year);
  if (!head) {
    head = keepEncoded(headOf(plan, year));
    byYear.set(year, head);
  }
  return head;
};

type PlanHead = ReturnType<typeof headOf>;

const headOf = (plan: GeneratedPlan, year: number) => ({
  id: plan.id,
  iD: plan.id,
  planName: plan.planName,
  carrierName: plan.carrierName,
  planType: plan.planType,
  planSubType: plan.planSubType,
  source: 'connecture' as const,
  contractID: plan.contractID,
  planID: plan.planID,
  segmentID: plan.segmentID,
  planYear: year,
  starRating: plan.starRating,
  monthlyPremium: plan.monthlyPremium,
  healthDeductible: plan.healthDeductible,
  drugDeductible: plan.drugDeductible,
  drugDeductibleTiers: plan.drugDeductibleTiers,
  maximumOutOfPocketCost: plan.maximumOutOfPocketCost,
  hasDrugCoverage: plan.hasDrugCoverage,
  planDataFields: plan.planDataFields,
  planDrugCoverage: plan.planDrugCoverage,
  planTiers: plan.planTiers,
  annualPlanPremium: round2(plan.monthlyPremium * 12),
});

/**
 * The plans a search returns: of the wanted types, never a SNP, cheapest estimated yearly total first
 * (drug cost plus premium, the site's default sort).
 */
export const pricePlans = (
  plans: readonly GeneratedPlan[],
  year: number,
  types: ReadonlySet<number>,
  input: PricingInput,
): { medicarePlans: MedicarePlan[]; extraPlanData: ExtraPlanData[] } => {
  const kept = plans.filter((p) => types.has(p.planType) && !isSnpPlan(p, p.extra));
  const priced = kept.map((p) => {
    const plan = pricePlan(p, year, input);
    const extra = extraPlanDataOf(p);
    return { plan, extra, total: derivePlanValues(plan, extra).estimatedAnnualMinimum };
  });
  priced.sort((a, b) => a.total - b.total || a.plan.planName.localeCompare(b.plan.planName));
  return { medicarePlans: priced.map((x) => x.plan), extraPlanData: priced.map((x) => x.extra) };
};
