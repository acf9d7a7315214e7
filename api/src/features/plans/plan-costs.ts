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
import type { DrugUse, PharmacyType } from '../../domain/part-d-cost';
import type { LisCostSharing, PartDParameters } from '../../domain/part-d-parameters';
import { keepEncoded, withKeptHead } from '../../http/json-body';
import { planDrugCostEstimate } from './estimate-cache';
import type { FormularyEntry } from './imported-plans';
import type { NetworkStatus } from './pharmacy-networks';
import type { ServedPlan } from './served-plans';

export interface PersonDrug {
  dosageRecordID: string;
  /** 5-4-2 with dashes, as the session stores it. */
  ndc: string;
  /** The same NDC as CMS's files write it (11 digits): the formulary and pricing files' key. */
  ndc11: string;
  drugId: string;
  drugName: string;
  quantity: number;
  frequency: DosageFrequency;
  /**
   * The NDC's mean 30-day UNIT_COST over the plans that price it: the price of a fill where the plan's pricing
   * file has none (a drug off its formulary, a plan without drug coverage); null when no plan prices it.
   */
  unitPrice: number | null;
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

export interface PricingInput {
  params: PartDParameters;
  drugs: readonly PersonDrug[];
  pharmacies: readonly PersonPharmacy[];
  providers: readonly PersonProvider[];
  /** The basic drugs formulary file's rows of the plans' formularies for the person's NDCs: FORMULARY_ID → NDC → entry. */
  formulary: ReadonlyMap<string, ReadonlyMap<string, FormularyEntry>>;
  /** The pricing file's UNIT_COST: plan id → NDC → DAYS_SUPPLY → dollars. */
  unitCosts: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<number, number>>>;
  /** The pharmacy networks file's rows of the person's pharmacies: plan id → NPI → status. */
  networks: ReadonlyMap<string, ReadonlyMap<string, NetworkStatus>>;
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

const PLAN_TYPE_BY_NAME: Record<Exclude<PlanTypeName, 'MEDIGAP'>, ServedPlan['planType']> = {
  MAPD: 4,
  MA: 2,
  PDP: 1,
};

export const planTypesWanted = (names: readonly PlanTypeName[]): Set<number> =>
  new Set(names.flatMap((n) => (n === 'MEDIGAP' ? [] : [PLAN_TYPE_BY_NAME[n]])));

const extraPlanData = new WeakMap<ServedPlan, ExtraPlanData>();

/** A SNP by the landscape's SNP Type (C-SNP, D-SNP, I-SNP) or by its name: plan searches drop them (spec 5). */
export const isSnp = (p: ServedPlan) => p.extra.iSnp || isSnpPlan(p, p.extra);

/**
 * The plan's extra data, made once per plan (plans are read once per county, year and import) and kept
 * encoded, like the plan's head below: the same in every search of the county. The fitness and telemedicine
 * benefits are in the PBP benefit tables, which are not imported: none is claimed.
 */
export const extraPlanDataOf = (p: ServedPlan): ExtraPlanData => {
  let extra = extraPlanData.get(p);
  if (!extra) {
    extra = keepEncoded({
      cmsId: cmsPlanId(p),
      connectureId: p.id,
      fitnessProgramText: null,
      telemedicineText: null,
      cSnp: p.extra.cSnp,
      dSnp: p.extra.dSnp,
    });
    extraPlanData.set(p, extra);
  }
  return extra;
};

/**
 * Where the person's drugs are priced: by mail (preferred mail order, 90 days) when asked; else at the best
 * network status among the person's retail pharmacies in the plan's network (preferred, else standard
 * retail, 30 days), a person who chose none at a preferred retail pharmacy as Plan Finder does; null when
 * none of their retail pharmacies is in the plan's network.
 */
const pharmacyTypeOf = (plan: ServedPlan, input: PricingInput): PharmacyType | null => {
  if (input.mailOrder) return 'mailPreferred';
  const retail = input.pharmacies.filter((p) => !p.isMailOrder);
  if (retail.length === 0) return 'preferredRetail';
  const statuses = retail.map((p) => input.networks.get(plan.id)?.get(p.pharmacyRecordID)?.retail);
  if (statuses.includes('preferred')) return 'preferredRetail';
  if (statuses.includes('standard')) return 'nonPreferredRetail';
  return null;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One plan priced for the person. */
export const pricePlan = (plan: ServedPlan, year: number, input: PricingInput): MedicarePlan => {
  const formulary =
    plan.hasDrugCoverage && plan.formularyId ? input.formulary.get(plan.formularyId) : undefined;
  const entries = input.drugs.map((d) => formulary?.get(d.ndc11));
  const pharmacy = pharmacyTypeOf(plan, input);
  const daysSupply = input.mailOrder ? 90 : 30;
  const prices = input.unitCosts.get(plan.id);
  const unitCosts = input.drugs.map((d) => {
    const byDays = prices?.get(d.ndc11);
    return byDays?.get(daysSupply) ?? byDays?.get(30) ?? d.unitPrice;
  });
  // A drug with no price at all is left out of the estimate (and named on the pages), never counted as $0.
  const pricedIndexes = input.drugs.flatMap((_, i) => (unitCosts[i] == null ? [] : [i]));
  const uses: DrugUse[] = pricedIndexes.map((i) => {
    const d = input.drugs[i]!;
    return {
      monthlyUnits: d.quantity / monthsPerFill(d.frequency),
      unitCost: unitCosts[i]!,
      isInsulin: d.isInsulin,
      isBrand: d.isBrand,
      tier: entries[i]?.tier ?? null,
    };
  });
  const estimate = input.showDrugPricing
    ? planDrugCostEstimate(plan, input.params, uses, {
        pharmacy: pharmacy ?? 'preferredRetail',
        daysSupply,
        startMonth: input.startMonth,
        pharmacyInNetwork: pharmacy !== null,
        extraHelp: input.extraHelp,
      })
    : null;
  return withKeptHead(planHead(plan, year, input.extraHelp !== null), {
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
          annualCost: estimate?.perDrug[pricedIndexes.indexOf(i)] ?? 0,
          priced: unitCosts[i] != null,
        }))
      : [],
    // CMS's public files have no doctor networks: whether a doctor takes the plan is asked of the plan.
    providers: input.providers.map((p) => ({
      uuid: p.uuid,
      npi: p.npis[0] ?? '',
      name: p.name,
      inNetwork: null,
    })),
    pharmacies: input.pharmacies.map((p) => {
      const status = input.networks.get(plan.id)?.get(p.pharmacyRecordID);
      const network = p.isMailOrder ? status?.mail : status?.retail;
      return {
        pharmacyRecordID: p.pharmacyRecordID,
        name: p.name,
        inNetwork: network !== undefined,
        network: network ?? 'outOfNetwork',
      };
    }),
    sample: true as const,
  });
};

const planHeads = new WeakMap<ServedPlan, Map<string, PlanHead>>();

/**
 * The fields of a priced plan that are the plan's own, the same for everybody with or without Extra Help
 * (the premium): made once per plan, year and premium and kept encoded (about half of a plan search's bytes).
 */
const planHead = (plan: ServedPlan, year: number, extraHelp: boolean) => {
  let byKey = planHeads.get(plan);
  if (!byKey) {
    byKey = new Map();
    planHeads.set(plan, byKey);
  }
  const key = `${year}:${extraHelp}`;
  let head = byKey.get(key);
  if (!head) {
    head = keepEncoded(
      headOf(
        plan,
        year,
        extraHelp ? (plan.premiumWithExtraHelp ?? plan.monthlyPremium) : plan.monthlyPremium,
      ),
    );
    byKey.set(key, head);
  }
  return head;
};

type PlanHead = ReturnType<typeof headOf>;

const headOf = (plan: ServedPlan, year: number, monthlyPremium: number) => ({
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
  monthlyPremium,
  // The Part C deductible is not in the landscape (it is in the PBP tables, not imported): the pages send to
  // the plan's Summary of Benefits. A PDP has none.
  healthDeductible: plan.planType === 1 ? 0 : null,
  drugDeductible: plan.drugDeductible,
  drugDeductibleTiers: plan.drugDeductibleTiers,
  maximumOutOfPocketCost: plan.maximumOutOfPocketCost,
  hasDrugCoverage: plan.hasDrugCoverage,
  // Medical copays and extra benefits are in the PBP benefit tables, tier names in no file: none is claimed.
  planDataFields: [],
  planDrugCoverage: [],
  planTiers: plan.planTiers,
  annualPlanPremium: round2(monthlyPremium * 12),
});

/**
 * The plans a search returns: of the wanted types, never a SNP, cheapest estimated yearly total first
 * (drug cost plus premium, the site's default sort).
 */
export const pricePlans = (
  plans: readonly ServedPlan[],
  year: number,
  types: ReadonlySet<number>,
  input: PricingInput,
): { medicarePlans: MedicarePlan[]; extraPlanData: ExtraPlanData[] } => {
  const kept = plans.filter((p) => types.has(p.planType) && !isSnp(p));
  const priced = kept.map((p) => {
    const plan = pricePlan(p, year, input);
    const extra = extraPlanDataOf(p);
    return { plan, extra, total: derivePlanValues(plan, extra).estimatedAnnualMinimum };
  });
  priced.sort((a, b) => a.total - b.total || a.plan.planName.localeCompare(b.plan.planName));
  return { medicarePlans: priced.map((x) => x.plan), extraPlanData: priced.map((x) => x.extra) };
};
