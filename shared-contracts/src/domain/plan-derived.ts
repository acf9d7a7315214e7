/**
 * The derived plan values of spec section 3, computed in one place for the api and the site, and the
 * SNP exclusion rule of spec section 5.
 */
import type { ExtraPlanData, MedicarePlan, PlanDataField } from '../api/plans';
import { BENEFIT_CATEGORY } from '../constants';

/** planDataFields names that carry the copays behind the derived values. */
export const PLAN_DATA_FIELD_NAMES = {
  pcpCoPay: 'Primary Care Physician Visit',
  specialistCoPay: 'Specialist Visit',
  ambulanceService: 'Ambulance',
  emergencyCare: 'Emergency Care',
  urgentCare: 'Urgent Care',
  hospitalCare: 'Inpatient Hospital Care',
} as const;
export type CopayKey = keyof typeof PLAN_DATA_FIELD_NAMES;

export type BenefitKey = keyof typeof BENEFIT_CATEGORY;

export interface DerivedPlanValues {
  pcpCoPay: string | null;
  specialistCoPay: string | null;
  ambulanceService: string | null;
  emergencyCare: string | null;
  urgentCare: string | null;
  hospitalCare: string | null;
  hearing: string | null;
  vision: string | null;
  dental: string | null;
  overTheCounter: string | null;
  transportation: string | null;
  fitness: string | null;
  telemedicine: string | null;
  coveredDrugNames: string[];
  /** Yearly drug cost plus yearly premium. */
  estimatedAnnualMinimum: number;
  /** The minimum plus the maximum out-of-pocket (the minimum when the plan has none, as a PDP). */
  estimatedAnnualMaximum: number;
}

export type DerivablePlan = Pick<
  MedicarePlan,
  | 'id'
  | 'contractID'
  | 'planID'
  | 'segmentID'
  | 'planDataFields'
  | 'estimatedAnnualDrugCost'
  | 'annualPlanPremium'
  | 'maximumOutOfPocketCost'
> & { drugs?: readonly { drugName: string; covered: boolean }[] };

/** H1234-001-000 */
export const cmsPlanId = (p: Pick<MedicarePlan, 'contractID' | 'planID' | 'segmentID'>): string =>
  `${p.contractID}-${p.planID}-${p.segmentID}`;

/** The extra plan data of a plan, matched by cms id or connectureId (spec 3). */
export const findExtraPlanData = (
  plan: Pick<MedicarePlan, 'id' | 'contractID' | 'planID' | 'segmentID'>,
  extra: readonly ExtraPlanData[],
): ExtraPlanData | undefined => {
  const cmsId = cmsPlanId(plan);
  return extra.find((e) => e.cmsId === cmsId || e.connectureId === plan.id);
};

const byName = (fields: readonly PlanDataField[], name: string) =>
  fields.find((f) => f.name === name)?.description ?? null;
const byCategory = (fields: readonly PlanDataField[], id: number) =>
  fields.find((f) => f.benefitCategoryID === id)?.description ?? null;

const roundCents = (n: number) => Math.round(n * 100) / 100;

export const derivePlanValues = (
  plan: DerivablePlan,
  extra: Pick<ExtraPlanData, 'fitnessProgramText' | 'telemedicineText'> | undefined,
): DerivedPlanValues => {
  const f = plan.planDataFields;
  const min = roundCents(plan.estimatedAnnualDrugCost + plan.annualPlanPremium);
  return {
    pcpCoPay: byName(f, PLAN_DATA_FIELD_NAMES.pcpCoPay),
    specialistCoPay: byName(f, PLAN_DATA_FIELD_NAMES.specialistCoPay),
    ambulanceService: byName(f, PLAN_DATA_FIELD_NAMES.ambulanceService),
    emergencyCare: byName(f, PLAN_DATA_FIELD_NAMES.emergencyCare),
    urgentCare: byName(f, PLAN_DATA_FIELD_NAMES.urgentCare),
    hospitalCare: byName(f, PLAN_DATA_FIELD_NAMES.hospitalCare),
    hearing: byCategory(f, BENEFIT_CATEGORY.hearing),
    vision: byCategory(f, BENEFIT_CATEGORY.vision),
    dental: byCategory(f, BENEFIT_CATEGORY.dental),
    overTheCounter: byCategory(f, BENEFIT_CATEGORY.overTheCounter),
    transportation: byCategory(f, BENEFIT_CATEGORY.transportation),
    fitness: extra?.fitnessProgramText ?? null,
    telemedicine: extra?.telemedicineText ?? null,
    coveredDrugNames: (plan.drugs ?? []).filter((d) => d.covered).map((d) => d.drugName),
    estimatedAnnualMinimum: min,
    estimatedAnnualMaximum: roundCents(min + (plan.maximumOutOfPocketCost ?? 0)),
  };
};

const SNP_NAME = /\b[CD]-SNP\b/i;

/** Spec 5: a plan is a SNP when its name matches C-SNP or D-SNP, or its data flags c-snp or d-snp. */
export const isSnpPlan = (
  plan: Pick<MedicarePlan, 'planName'>,
  extra: Pick<ExtraPlanData, 'cSnp' | 'dSnp'> | undefined,
): boolean => SNP_NAME.test(plan.planName) || extra?.cSnp === true || extra?.dSnp === true;

/** Plan searches drop SNP plans (spec 5). */
export const withoutSnpPlans = <
  P extends Pick<MedicarePlan, 'id' | 'contractID' | 'planID' | 'segmentID' | 'planName'>,
>(
  plans: readonly P[],
  extra: readonly ExtraPlanData[],
): P[] => plans.filter((p) => !isSnpPlan(p, findExtraPlanData(p, extra)));

/** The counts of a plans:fetched event (the shell's disclaimers): distinct organizations and products. */
export const disclaimerCounts = (plans: readonly { carrierName: string }[]) => ({
  organizations: new Set(plans.map((p) => p.carrierName)).size,
  products: plans.length,
});
