/** GET /consumer/plans and GET /consumer/plans/{id} (spec sections 3 and 7). */
import * as z from 'zod/mini';
import { PLAN_TYPE } from '../constants';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { fipsSchema } from './common';

/** Query-string booleans: 'true'/'false'/'1'/'0' (as the client serialises them) or real booleans. */
export const queryBooleanSchema = lazySchema(() => z.union([z.boolean(), z.stringbool()]));

/** Plan type names of the planTypes[i] query (spec 7), with their default: all four. */
export const PLAN_TYPE_NAMES = ['MAPD', 'MA', 'PDP', 'MEDIGAP'] as const;
export type PlanTypeName = (typeof PLAN_TYPE_NAMES)[number];
export const planTypeNameSchema = lazySchema(() => z.enum(PLAN_TYPE_NAMES));

export const plansQuerySchema = lazySchema(() =>
  z.object({
    zip: zipSchema,
    year: z.coerce.number().check(z.int(), z.minimum(2020), z.maximum(2100)),
    fips: fipsSchema,
    isMailOrder: z._default(queryBooleanSchema, false),
    showDrugCoverage: z._default(queryBooleanSchema, true),
    showDrugPricing: z._default(queryBooleanSchema, true),
    /** Fill drugCostByMonth in a plan list (GET /plans/{id} always does); off by default to keep lists small. */
    includeMonthlyCosts: z._default(queryBooleanSchema, false),
    planTypes: z._default(z.array(planTypeNameSchema).check(z.minLength(1)), [...PLAN_TYPE_NAMES]),
  }),
);
export type PlansQuery = z.infer<typeof plansQuerySchema>;

/** A planTypes value as a list: a JSON list (the shared client JSON-encodes lists), a comma list, or a list. */
const expandPlanTypes = (v: unknown): unknown => {
  if (v === undefined) return undefined;
  const items = Array.isArray(v) ? v : [v];
  return items.flatMap((item) => {
    if (typeof item !== 'string') return [item];
    const t = item.trim();
    if (t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t);
        return Array.isArray(parsed) ? parsed : [item];
      } catch {
        return [item];
      }
    }
    return t.split(',').map((x) => x.trim());
  });
};

/**
 * The raw query as the api validates it: planTypes as repeated keys, a JSON list or a comma list, and the
 * spec's indexed planTypes[0]=MAPD&planTypes[1]=PDP keys kept for collectPlanTypes (a plain object schema,
 * so the api can describe it in /openapi.json).
 */
export const plansQueryParamsSchema = lazySchema(() =>
  z.catchall(
    z.extend(plansQuerySchema, {
      planTypes: z.optional(
        // zod/mini has no preprocess: this is what classic zod's is (a transform piped into the schema).
        z.pipe(z.transform(expandPlanTypes), z.array(planTypeNameSchema).check(z.minLength(1))),
      ),
    }),
    z.unknown(),
  ),
);

/**
 * The plan types a query asks for: planTypes plus the planTypes[i] keys in index order, defaulting to all
 * four. Returns the zod issues of invalid indexed values instead of throwing.
 */
export const collectPlanTypes = (
  query: Record<string, unknown>,
): { planTypes: PlanTypeName[] } | { issues: { path: string; message: string }[] } => {
  const indexed = Object.entries(query)
    .flatMap(([key, value]) => {
      const m = /^planTypes\[(\d+)\]$/.exec(key);
      return m ? [[Number(m[1]), value] as const] : [];
    })
    .sort((a, b) => a[0] - b[0]);
  const issues = indexed.flatMap(([i, value]) =>
    planTypeNameSchema.safeParse(value).success
      ? []
      : [{ path: `planTypes.${i}`, message: 'Invalid plan type' }],
  );
  if (issues.length > 0) return { issues };
  const listed = Array.isArray(query.planTypes) ? (query.planTypes as PlanTypeName[]) : [];
  const all = [...listed, ...indexed.map(([, v]) => v as PlanTypeName)];
  return { planTypes: all.length > 0 ? [...new Set(all)] : [...PLAN_TYPE_NAMES] };
};

export const planDetailQuerySchema = lazySchema(() =>
  z.pick(plansQuerySchema, {
    zip: true,
    year: true,
    fips: true,
    isMailOrder: true,
  }),
);
export type PlanDetailQuery = z.infer<typeof planDetailQuerySchema>;

export const planParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(40)) }),
);

export const planDataFieldSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    description: z.string(),
    /** hearing 381, vision 379, dental 31, over-the-counter 55, transportation 15; null for other fields. */
    benefitCategoryID: z.nullable(z.int()),
  }),
);
export type PlanDataField = z.infer<typeof planDataFieldSchema>;

export const planDrugCoverageSchema = lazySchema(() =>
  z.object({
    tierNumber: z.int().check(z.minimum(1)),
    labelName: z.string(),
  }),
);
export type PlanDrugCoverage = z.infer<typeof planDrugCoverageSchema>;

export const PHARMACY_TYPE = { retail: 0, mail: 1 } as const;
export const tierInformationSchema = lazySchema(() =>
  z.object({
    description: z.string(),
    /** Display form: '$10.00' for a copay, '25%' for coinsurance. */
    amount: z.string(),
    tierNumber: z.int().check(z.minimum(1)),
    daysSupply: z.union([z.literal(30), z.literal(90)]),
    /** A preferred pharmacy's share (CMS's _PREF and _MAIL_PREF columns); false: standard (_NONPREF). */
    preferred: z.optional(z.boolean()),
    /** A coinsurance's bounds in dollars (COST_MIN_AMT, COST_MAX_AMT); null: none. */
    minAmount: z.optional(z.nullable(z.number().check(z.nonnegative()))),
    maxAmount: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  }),
);
export const planTierSchema = lazySchema(() =>
  z.object({
    pharmacyType: z.union([z.literal(0), z.literal(1)]),
    tierInformation: z.array(tierInformationSchema),
  }),
);
export type PlanTier = z.infer<typeof planTierSchema>;

/** One of the session's drugs as this plan treats it. */
export const planDrugSchema = lazySchema(() =>
  z.object({
    dosageRecordID: z.string(),
    ndc: z.string(),
    drugName: z.string(),
    covered: z.boolean(),
    tierNumber: z.nullable(z.int()),
    priorAuthorization: z.boolean(),
    quantityLimit: z.boolean(),
    /** What the person pays for this drug over the plan year (whole dollars and cents). */
    annualCost: z.number().check(z.nonnegative()),
    /**
     * false when neither this plan nor any other plan of the data lists a price for the dosage: the estimate
     * leaves it out (annualCost 0) and the pages name it. Absent means priced.
     */
    priced: z.optional(z.boolean()),
  }),
);
export type PlanDrug = z.infer<typeof planDrugSchema>;

/** One of the session's doctors and whether this plan's network includes them. */
export const planProviderSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    npi: z.string(),
    name: z.string(),
    /** null: not known from CMS's public files (they have no doctor networks); ask the plan. */
    inNetwork: z.nullable(z.boolean()),
  }),
);
export const planPharmacySchema = lazySchema(() =>
  z.object({
    pharmacyRecordID: z.string(),
    name: z.string(),
    inNetwork: z.boolean(),
    /** The pharmacy networks file's status: preferred or standard (in network), or out of network. */
    network: z.optional(z.enum(['preferred', 'standard', 'outOfNetwork'])),
  }),
);

export const DRUG_COST_PHASES = ['deductible', 'initial', 'catastrophic'] as const;
export const drugCostPhaseSchema = lazySchema(() => z.enum(DRUG_COST_PHASES));
export type DrugCostPhase = z.infer<typeof drugCostPhaseSchema>;

/** One month of the drug-cost chart: what the person pays in each phase, plus drugs outside the plan. */
export const drugCostMonthSchema = lazySchema(() =>
  z.object({
    month: z.int().check(z.minimum(1), z.maximum(12)),
    /** The phase the person is in at the end of the month. */
    phase: drugCostPhaseSchema,
    deductible: z.number().check(z.nonnegative()),
    initial: z.number().check(z.nonnegative()),
    catastrophic: z.number().check(z.nonnegative()),
    /** Drugs the plan does not cover, paid in full and outside the out-of-pocket cap. */
    notCovered: z.number().check(z.nonnegative()),
    total: z.number().check(z.nonnegative()),
    /** Covered out-of-pocket spending so far this year (what counts toward the cap). */
    cumulativeOutOfPocket: z.number().check(z.nonnegative()),
  }),
);
export type DrugCostMonth = z.infer<typeof drugCostMonthSchema>;

/** A dollar figure with its source; `confirmed: false` where no CMS text confirmed it (source says why). */
export const sourcedAmountSchema = lazySchema(() =>
  z.object({
    amount: z.number(),
    confirmed: z.boolean(),
    source: z.string(),
  }),
);
export type SourcedAmount = z.infer<typeof sourcedAmountSchema>;

/** Part D parameters of the plan year, each dollar figure with its source. */
export const partDYearSchema = lazySchema(() =>
  z.object({
    year: z.int(),
    standardDeductible: sourcedAmountSchema,
    initialCoinsurance: z.number(),
    outOfPocketCap: sourcedAmountSchema,
    insulinMonthlyCap: z.number(),
  }),
);
export type PartDYear = z.infer<typeof partDYearSchema>;

/**
 * Extra Help as applied to the estimates of an answer: the person's answer (full or partial; "no" and
 * "I don't know" apply none) and the year's amounts used, each with its source. Each plan's monthlyPremium
 * is then its premium after the LIS premium subsidy (api/CONTEXT.md "Extra Help").
 */
export const extraHelpAppliedSchema = lazySchema(() =>
  z.object({
    level: z.enum(['full', 'partial']),
    deductible: sourcedAmountSchema,
    genericCopay: sourcedAmountSchema,
    brandCopay: sourcedAmountSchema,
  }),
);
export type ExtraHelpApplied = z.infer<typeof extraHelpAppliedSchema>;

export const medicarePlanTypeSchema = lazySchema(() =>
  z.union([z.literal(PLAN_TYPE.PDP), z.literal(PLAN_TYPE.MA), z.literal(PLAN_TYPE.MAPD)]),
);

export const medicarePlanSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** A copy of id (spec 3). */
    iD: z.string(),
    planName: z.string(),
    carrierName: z.string(),
    /** 1 PDP; 2 and 4 Medicare Advantage (planSubType contains HMO or PPO). */
    planType: medicarePlanTypeSchema,
    planSubType: z.string(),
    source: z.string(),
    contractID: z.string().check(z.regex(/^[HRS]\d{4}$/)),
    planID: z.string().check(z.regex(/^\d{3}$/)),
    segmentID: z.string().check(z.regex(/^\d{3}$/)),
    planYear: z.int(),
    starRating: z.nullable(z.number().check(z.minimum(1), z.maximum(5))),
    monthlyPremium: z.number().check(z.nonnegative()),
    annualPlanPremium: z.number().check(z.nonnegative()),
    /** Medical (health) deductible; 0 for PDPs; null when not in CMS's public files (the plan's Summary of Benefits has it). */
    healthDeductible: z.nullable(z.number().check(z.nonnegative())),
    /** Drug deductible; null when the plan has no drug coverage. */
    drugDeductible: z.nullable(z.number().check(z.nonnegative())),
    /** Tiers the drug deductible applies to. */
    drugDeductibleTiers: z.array(z.int()),
    /** In-network maximum out-of-pocket; null for PDPs. */
    maximumOutOfPocketCost: z.nullable(z.number().check(z.nonnegative())),
    hasDrugCoverage: z.boolean(),
    planDataFields: z.array(planDataFieldSchema),
    planDrugCoverage: z.array(planDrugCoverageSchema),
    planTiers: z.array(planTierSchema),
    /**
     * The person's drugs over the plan year. For a plan without drug coverage (hasDrugCoverage false):
     * every drug at its full price, what the person would pay with no Part D.
     */
    estimatedAnnualDrugCost: z.number().check(z.nonnegative()),
    /** 12 months in GET /plans/{id}; in GET /plans only with includeMonthlyCosts=true, else []. */
    drugCostByMonth: z.array(drugCostMonthSchema),
    drugs: z.array(planDrugSchema),
    providers: z.array(planProviderSchema),
    pharmacies: z.array(planPharmacySchema),
    sample: z.literal(true),
  }),
);
export type MedicarePlan = z.infer<typeof medicarePlanSchema>;

/** Extra plan data, matched to a plan by cms id (contract-plan-segment) or connectureId (plan id). */
export const extraPlanDataSchema = lazySchema(() =>
  z.object({
    cmsId: z.string(),
    connectureId: z.string(),
    fitnessProgramText: z.nullable(z.string()),
    telemedicineText: z.nullable(z.string()),
    cSnp: z.boolean(),
    dSnp: z.boolean(),
  }),
);
export type ExtraPlanData = z.infer<typeof extraPlanDataSchema>;

export const medigapPlanSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    iD: z.string(),
    /** csg when the id is longer than 12 characters, else connecture (spec 9). */
    source: z.enum(['csg', 'connecture']),
    carrier: z.string(),
    carrierName: z.string(),
    loggingKey: z.string(),
    planName: z.string(),
    planType: z.literal(PLAN_TYPE.MEDIGAP),
    /** The plan type string the letter is read from (spec 3), e.g. 'G' or 'N Select'. */
    planSubType: z.string(),
    monthlyPremium: z.number().check(z.positive()),
    annualPlanPremium: z.number().check(z.positive()),
    /** Who the rate is for. */
    rateBasis: z.object({ age: z.int(), gender: z.enum(['M', 'F']), tobacco: z.boolean() }),
    sample: z.literal(true),
  }),
);
export type MedigapPlan = z.infer<typeof medigapPlanSchema>;

/**
 * The county's Medicare plans of the year as served (SNPs left out, as searches leave them): distinct
 * organizations and plans, whatever types the call asked for. The disclaimer's counts (spec 2).
 */
export const areaCountsSchema = lazySchema(() =>
  z.object({ organizations: z.int().check(z.nonnegative()), products: z.int().check(z.nonnegative()) }),
);

export type AreaCounts = z.infer<typeof areaCountsSchema>;

export const plansResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.object({
      medicarePlans: z.array(medicarePlanSchema),
      medigapPlans: z.array(medigapPlanSchema),
      planRankingsUuid: z.string(),
      statusCode: z.int(),
      extraPlanData: z.array(extraPlanDataSchema),
      partD: partDYearSchema,
      /** Absent or null: estimated without Extra Help. */
      extraHelp: z.optional(z.nullable(extraHelpAppliedSchema)),
      areaCounts: z.optional(areaCountsSchema),
    }),
  }),
);
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const planDetailResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.object({
      plan: medicarePlanSchema,
      extraPlanData: extraPlanDataSchema,
      partD: partDYearSchema,
      extraHelp: z.optional(z.nullable(extraHelpAppliedSchema)),
      areaCounts: z.optional(areaCountsSchema),
      statusCode: z.int(),
    }),
  }),
);
export type PlanDetailResponse = z.infer<typeof planDetailResponseSchema>;
