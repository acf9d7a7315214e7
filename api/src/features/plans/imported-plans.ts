/**
 * The plans of a county and contract year as CMS's files give them (api/CONTEXT.md "Drug cost estimate" and
 * "Imported plans": each number with its file and column): the MA landscape (`ma_landscape`: every MA, MA-PD
 * and PDP plan of the county, its names, premiums, MOOP, stars, plan type, SNP), joined by CONTRACT_ID,
 * PLAN_ID and SEGMENT_ID to the quarterly Part D plan information file (`part_d_plan_information`:
 * FORMULARY_ID and DEDUCTIBLE; MA plans by COUNTY_CODE, PDPs by the geographic locator's PDP_REGION_CODE of
 * the county), and each Part D plan's drug benefit from the beneficiary cost and insulin beneficiary cost
 * files. A drug's tier is the basic drugs formulary file's TIER_LEVEL_VALUE by FORMULARY_ID and NDC, its
 * price the pricing file's UNIT_COST of the plan, NDC and DAYS_SUPPLY.
 */
import { PLAN_TYPE } from 'shared-contracts';
import type { Queryable } from '../../db/db';
import {
  type BeneficiaryCostRow,
  type CmsCostShare,
  type CostType,
  type DaysSupply,
  type DrugCostEstimate,
  type DrugUse,
  type EstimateOptions,
  estimateDrugCosts,
  type InsulinCostRow,
  type PlanDrugBenefit,
} from '../../domain/part-d-cost';
import type { PartDParameters } from '../../domain/part-d-parameters';

export interface ImportedPlan {
  /** CONTRACT_ID + PLAN_ID + SEGMENT_ID (H9991001000). */
  id: string;
  fips: string;
  contractYear: number;
  planName: string;
  /** The landscape's Organization Marketing Name. */
  carrierName: string;
  planType: 1 | 2 | 4;
  /** The landscape's Plan Type, as the plan cards name it: HMO, HMO-POS, PPO, Regional PPO, PFFS, PDP. */
  planSubType: string;
  contractID: string;
  planID: string;
  segmentID: string;
  /** Overall Star Rating; null where CMS gives none (too new, not enough data). */
  starRating: number | null;
  /** Monthly Consolidated Premium (Part C + D) for MA-PD, Part C Premium for MA, Part D Total Premium for PDP. */
  monthlyPremium: number;
  /**
   * The monthly premium of a person with Extra Help: the Part D part replaced by the landscape's Part D Low
   * Income Beneficiary Premium Amount (the premium after the LIS premium subsidy), plus the Part C Premium
   * of an MA-PD; an MA plan's Part C Premium (no Part D premium to subsidise). Null when the landscape
   * gives no amount for a Part D plan: its premium is shown in full.
   */
  premiumWithExtraHelp: number | null;
  /** Plan information DEDUCTIBLE (the landscape's Annual Part D Deductible Amount where no Part D row joins). */
  drugDeductible: number | null;
  /** In-Network Maximum Out-of-Pocket (MOOP) Amount. */
  maximumOutOfPocketCost: number | null;
  hasDrugCoverage: boolean;
  /** Plan information FORMULARY_ID. */
  formularyId: string | null;
  extra: { cSnp: boolean; dSnp: boolean; iSnp: boolean };
  /** The plan's drug benefit from the beneficiary cost files; null without drug coverage. */
  drugBenefit: PlanDrugBenefit | null;
}

interface PlanRow {
  contract_year: number;
  category: string;
  contract_id: string;
  plan_id: string;
  segment_id: string;
  organization: string;
  plan_name: string;
  plan_type: string;
  snp: number;
  snp_type: string | null;
  part_d: number;
  drug_deductible: number | null;
  part_d_total_premium: number | null;
  part_d_low_income_premium: number | null;
  part_c_premium: number | null;
  consolidated_premium: number | null;
  moop: number | null;
  overall_stars: number | null;
  formulary_id: string | null;
  deductible: number | null;
}

/**
 * One row per plan segment in the county: the landscape's, with the Part D plan information row that serves
 * the same county (MA: COUNTY_CODE; PDP: the county's PDP region) when the Part D files are of the same
 * contract year. Sanctioned plans cannot enrol anyone and are left out; a suppressed Part D plan likewise.
 */
const PLANS_SQL = `
  with region as (
    select pdp_region_code from part_d_geographic_locator where county_code = $1 and contract_year = $2 limit 1
  )
  select l.contract_year, l.category, l.contract_id, l.plan_id, l.segment_id, l.organization, l.plan_name,
         l.plan_type, l.snp, l.snp_type, l.part_d, l.drug_deductible, l.part_d_total_premium,
         l.part_d_low_income_premium, l.part_c_premium, l.consolidated_premium, l.moop, l.overall_stars,
         p.formulary_id, p.deductible
    from ma_landscape l
    left join lateral (
      select i.formulary_id, i.deductible, i.plan_suppressed_yn
        from part_d_plan_information i
       where (i.contract_id, i.plan_id, i.segment_id) = (l.contract_id, l.plan_id, l.segment_id)
         and l.part_d = 1
         and i.contract_year = $2
         and (i.county_code = $1 or (i.county_code is null and i.pdp_region_code = (select pdp_region_code from region)))
       limit 1
    ) p on true
   where l.county_fips = $1 and l.contract_year = $2 and l.sanctioned = 0
     and coalesce(p.plan_suppressed_yn, 'N') = 'N'
   order by l.contract_id, l.plan_id, l.segment_id`;

const round2 = (n: number) => Math.round(n * 100) / 100;

const premiumWithExtraHelpOf = (r: PlanRow, pdp: boolean): number | null => {
  if (!r.part_d) return r.part_c_premium ?? 0;
  if (r.part_d_low_income_premium === null) return null;
  return round2(r.part_d_low_income_premium + (pdp ? 0 : (r.part_c_premium ?? 0)));
};

/** The landscape's Plan Type as the plan cards name it ("Local PPO" is a PPO). */
const subTypeOf = (planType: string, pdp: boolean) =>
  pdp ? 'PDP' : planType === 'Local PPO' ? 'PPO' : planType;

interface CostRow {
  contract_id: string;
  plan_id: string;
  segment_id: string;
  coverage_level: number;
  tier: number;
  days_supply: number;
  [column: string]: string | number | null;
}

interface InsulinRow {
  contract_id: string;
  plan_id: string;
  segment_id: string;
  tier: number | null;
  days_supply: number;
  copay_amt_pref_insln: number | null;
  copay_amt_nonpref_insln: number | null;
  copay_amt_mail_pref_insln: number | null;
  copay_amt_mail_nonpref_insln: number | null;
}

/** DAYS_SUPPLY of the beneficiary cost files is a code: 1 = 30, 4 = 60, 2 = 90 days. */
const DAYS_OF_CODE: Record<number, DaysSupply> = { 1: 30, 4: 60, 2: 90 };

/** The column suffix of each pharmacy type (COST_TYPE_PREF, ..._NONPREF, ..._MAIL_PREF, ..._MAIL_NONPREF). */
const PHARMACY_COLUMNS = {
  preferredRetail: 'pref',
  nonPreferredRetail: 'nonpref',
  mailPreferred: 'mail_pref',
  mailNonPreferred: 'mail_nonpref',
} as const;

const shareOf = (row: CostRow, suffix: string): CmsCostShare => ({
  costType: row[`cost_type_${suffix}`] as CostType,
  amount: (row[`cost_amt_${suffix}`] as number | null) ?? 0,
  minAmount: (row[`cost_min_amt_${suffix}`] as number | null) || null,
  maxAmount: (row[`cost_max_amt_${suffix}`] as number | null) || null,
});

const costRowOf = (row: CostRow): BeneficiaryCostRow | null => {
  const daysSupply = DAYS_OF_CODE[row.days_supply];
  // Catastrophic (3) is $0 since 2025; the engine reads the deductible (0) and initial (1) levels.
  if (!daysSupply || (row.coverage_level !== 0 && row.coverage_level !== 1)) return null;
  return {
    coverageLevel: row.coverage_level,
    tier: row.tier,
    daysSupply,
    shares: Object.fromEntries(
      Object.entries(PHARMACY_COLUMNS).map(([type, suffix]) => [type, shareOf(row, suffix)]),
    ),
    tierSpecialty: row.tier_specialty_yn === 'Y',
    deductibleApplies: row.ded_applies_yn === 'Y',
  };
};

const insulinRowOf = (row: InsulinRow): InsulinCostRow | null => {
  const daysSupply = DAYS_OF_CODE[row.days_supply];
  if (!daysSupply) return null;
  const copays: InsulinCostRow['copays'] = {};
  if (row.copay_amt_pref_insln !== null) copays.preferredRetail = row.copay_amt_pref_insln;
  if (row.copay_amt_nonpref_insln !== null) copays.nonPreferredRetail = row.copay_amt_nonpref_insln;
  if (row.copay_amt_mail_pref_insln !== null) copays.mailPreferred = row.copay_amt_mail_pref_insln;
  if (row.copay_amt_mail_nonpref_insln !== null) copays.mailNonPreferred = row.copay_amt_mail_nonpref_insln;
  return { tier: row.tier, daysSupply, copays };
};

const keyOf = (r: { contract_id: string; plan_id: string; segment_id: string }) =>
  `${r.contract_id}${r.plan_id}${r.segment_id}`;

const groupBy = <T, U>(rows: readonly T[], key: (r: T) => string, map: (r: T) => U | null) => {
  const groups = new Map<string, U[]>();
  for (const r of rows) {
    const value = map(r);
    if (value === null) continue;
    const k = key(r);
    const list = groups.get(k) ?? [];
    list.push(value);
    groups.set(k, list);
  }
  return groups;
};

/** The county's plans in the contract year, from the imported files (empty when that year is not imported). */
export const readImportedPlans = async (
  db: Queryable,
  fips: string,
  year: number,
): Promise<ImportedPlan[]> => {
  const rows = await db.query<PlanRow>(PLANS_SQL, [fips, year]);
  const partD = rows.filter((r) => r.formulary_id !== null);
  const keys = [partD.map((r) => r.contract_id), partD.map((r) => r.plan_id), partD.map((r) => r.segment_id)];
  const inPlans = `contract_year = $4
    and (contract_id, plan_id, segment_id) in (select * from unnest($1::text[], $2::text[], $3::text[]))`;
  const [costs, insulin] = await Promise.all([
    db.query<CostRow>(`select * from part_d_beneficiary_cost where ${inPlans}`, [...keys, year]),
    db.query<InsulinRow>(`select * from part_d_insulin_beneficiary_cost where ${inPlans}`, [...keys, year]),
  ]);
  const costsOf = groupBy(costs, keyOf, costRowOf);
  const insulinOf = groupBy(insulin, keyOf, insulinRowOf);
  return rows.map((r): ImportedPlan => {
    const pdp = r.category === 'PDP';
    const drugs = r.formulary_id !== null;
    const id = keyOf(r);
    const deductible = r.deductible ?? r.drug_deductible;
    const snpType = (r.snp_type ?? '').toLowerCase();
    return {
      id,
      fips,
      contractYear: r.contract_year,
      planName: r.plan_name,
      carrierName: r.organization,
      planType: pdp ? PLAN_TYPE.PDP : drugs ? PLAN_TYPE.MAPD : PLAN_TYPE.MA,
      planSubType: subTypeOf(r.plan_type, pdp),
      contractID: r.contract_id,
      planID: r.plan_id,
      segmentID: r.segment_id,
      starRating: r.overall_stars,
      monthlyPremium:
        (pdp ? r.part_d_total_premium : r.part_d ? r.consolidated_premium : r.part_c_premium) ?? 0,
      premiumWithExtraHelp: premiumWithExtraHelpOf(r, pdp),
      drugDeductible: drugs ? deductible : null,
      maximumOutOfPocketCost: pdp ? null : r.moop,
      hasDrugCoverage: drugs,
      formularyId: r.formulary_id,
      extra: {
        cSnp: r.snp === 1 && snpType.startsWith('chronic'),
        dSnp: r.snp === 1 && snpType.startsWith('dual'),
        iSnp: r.snp === 1 && snpType.startsWith('institutional'),
      },
      drugBenefit: drugs
        ? { deductible: deductible ?? 0, costs: costsOf.get(id) ?? [], insulin: insulinOf.get(id) ?? [] }
        : null,
    };
  });
};

export interface FormularyEntry {
  /** TIER_LEVEL_VALUE. */
  tier: number;
  /** PRIOR_AUTHORIZATION_YN. */
  priorAuthorization: boolean;
  /** QUANTITY_LIMIT_YN. */
  quantityLimit: boolean;
}

/** The basic drugs formulary file's rows of the year's formularies for these NDCs (NDC-11), by formulary then NDC. */
export const readFormularyEntries = async (
  db: Queryable,
  year: number,
  formularyIds: readonly string[],
  ndcs: readonly string[],
): Promise<Map<string, Map<string, FormularyEntry>>> => {
  const rows = await db.query<{
    formulary_id: string;
    ndc: string;
    tier_level_value: number;
    prior_authorization_yn: string;
    quantity_limit_yn: string;
  }>(
    `select formulary_id, ndc, tier_level_value, prior_authorization_yn, quantity_limit_yn
       from part_d_basic_drugs_formulary
      where contract_year = $3 and formulary_id = any($1::text[]) and ndc = any($2::text[])`,
    [formularyIds, ndcs, year],
    { name: 'plans.formulary-entries' },
  );
  const entries = new Map<string, Map<string, FormularyEntry>>();
  for (const r of rows) {
    const byNdc = entries.get(r.formulary_id) ?? new Map<string, FormularyEntry>();
    byNdc.set(r.ndc, {
      tier: r.tier_level_value,
      priorAuthorization: r.prior_authorization_yn === 'Y',
      quantityLimit: r.quantity_limit_yn === 'Y',
    });
    entries.set(r.formulary_id, byNdc);
  }
  return entries;
};

/** The year's pricing file's UNIT_COST of these plans (by id) for these NDCs: plan id → NDC → DAYS_SUPPLY → dollars. */
export const readUnitCosts = async (
  db: Queryable,
  year: number,
  plans: readonly Pick<ImportedPlan, 'contractID' | 'planID' | 'segmentID'>[],
  ndcs: readonly string[],
): Promise<Map<string, Map<string, Map<number, number>>>> => {
  const rows = await db.query<{
    contract_id: string;
    plan_id: string;
    segment_id: string;
    ndc: string;
    days_supply: number;
    unit_cost: number;
  }>(
    // Every (plan, NDC) pair is one probe of the pricing index on all four of its columns: with the NDCs
    // as \`ndc = any(...)\` PostgreSQL probed by plan only and filtered each plan's rows (about 650 a plan at
    // full size, 5.4 ms for a 23-plan county and 10 drugs, against 1.7 ms).
    `select p.contract_id, p.plan_id, p.segment_id, p.ndc, p.days_supply, p.unit_cost
       from unnest($1::text[], $2::text[], $3::text[]) as k(contract_id, plan_id, segment_id)
      cross join unnest($4::text[]) as n(ndc)
       join part_d_pricing p
         on p.contract_year = $5 and p.contract_id = k.contract_id and p.plan_id = k.plan_id
        and p.segment_id = k.segment_id and p.ndc = n.ndc`,
    [plans.map((p) => p.contractID), plans.map((p) => p.planID), plans.map((p) => p.segmentID), ndcs, year],
    { name: 'plans.unit-costs' },
  );
  const costs = new Map<string, Map<string, Map<number, number>>>();
  for (const r of rows) {
    const id = keyOf(r);
    const byNdc = costs.get(id) ?? new Map<string, Map<number, number>>();
    const byDays = byNdc.get(r.ndc) ?? new Map<number, number>();
    byDays.set(r.days_supply, r.unit_cost);
    byNdc.set(r.ndc, byDays);
    costs.set(id, byNdc);
  }
  return costs;
};

/** A drug of the person as the imported files price it. */
export interface ImportedDrug {
  /** NDC-11, as the formulary and pricing files write it. */
  ndc: string;
  monthlyUnits: number;
  isInsulin: boolean;
  isBrand: boolean;
  /**
   * The price per unit where the plan's pricing file has none (a drug off its formulary, a plan without drug
   * coverage): the NDC's mean 30-day UNIT_COST over the plans that price it.
   */
  fallbackUnitCost: number;
}

/**
 * One plan's estimate for the person's drugs: each drug's tier from the plan's formulary (null: not on it,
 * full price), its UNIT_COST of the fill's days supply (else the 30-day one, else the fallback), the plan's
 * beneficiary cost and insulin rows and deductible.
 */
export const estimateImportedPlan = (
  params: PartDParameters,
  plan: ImportedPlan,
  drugs: readonly ImportedDrug[],
  formulary: ReadonlyMap<string, FormularyEntry> | undefined,
  unitCosts: ReadonlyMap<string, ReadonlyMap<number, number>> | undefined,
  options: EstimateOptions,
): DrugCostEstimate => {
  const uses: DrugUse[] = drugs.map((d) => {
    const prices = unitCosts?.get(d.ndc);
    return {
      monthlyUnits: d.monthlyUnits,
      unitCost: prices?.get(options.daysSupply) ?? prices?.get(30) ?? d.fallbackUnitCost,
      isInsulin: d.isInsulin,
      isBrand: d.isBrand,
      tier: plan.hasDrugCoverage ? (formulary?.get(d.ndc)?.tier ?? null) : null,
    };
  });
  const benefit = plan.drugBenefit ?? { deductible: 0, costs: [], insulin: [] };
  return estimateDrugCosts(params, benefit, uses, options);
};
