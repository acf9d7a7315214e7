/** Drug search, drug dosages and the session's dosages (spec 3 drugs state, spec 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { updatedBySchema, uuidSchema } from './common';

/** An 11-digit NDC in 5-4-2 form. */
export const ndcSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{5}-\d{4}-\d{2}$/, 'An NDC has the form 12345-6789-01')),
);

export const drugSearchQuerySchema = lazySchema(() =>
  z.object({
    /** Name or the start of a name, brand or generic; small typos are tolerated. */
    name: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  }),
);
export type DrugSearchQuery = z.infer<typeof drugSearchQuerySchema>;

export const drugSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    genericName: z.string(),
    /** True for a brand-name product, false for a generic. */
    isBrand: z.boolean(),
    isInsulin: z.boolean(),
  }),
);
export type DrugSummary = z.infer<typeof drugSummarySchema>;

export const drugDosageSchema = lazySchema(() =>
  z.object({
    /** The dosage id the session stores (spec: selectedDosage carries connectureRecordId and ndc). */
    connectureRecordId: z.string(),
    ndc: ndcSchema,
    label: z.string(),
    strength: z.string(),
    form: z.string(),
    /** What a quantity counts: tablet, capsule, mL, g, pen, inhaler, vial... */
    unit: z.string(),
    packageQuantity: z.number().check(z.positive()),
    /** Usual units for 30 days, to prefill the quantity. */
    commonMonthlyQuantity: z.number().check(z.positive()),
    /** Price per unit in dollars: the mean 30-day UNIT_COST of the Part D pricing file; absent when no plan prices it. */
    unitPrice: z.optional(z.number().check(z.positive())),
  }),
);
export type DrugDosage = z.infer<typeof drugDosageSchema>;

export const drugSearchResponseSchema = lazySchema(() => z.object({ cntr: z.array(drugSummarySchema) }));
export const drugDetailResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.extend(drugSummarySchema, { dosages: z.array(drugDosageSchema) }),
  }),
);
export type DrugDetail = z.infer<typeof drugDetailResponseSchema>['cntr'];

/** How often the quantity is filled: every 1, 2 or 3 months. */
export const DOSAGE_FREQUENCIES = ['EVERY_MONTH', 'EVERY_2_MONTHS', 'EVERY_3_MONTHS'] as const;
export const dosageFrequencySchema = lazySchema(() => z.enum(DOSAGE_FREQUENCIES));
export type DosageFrequency = z.infer<typeof dosageFrequencySchema>;
export const monthsPerFill = (f: DosageFrequency): number =>
  f === 'EVERY_MONTH' ? 1 : f === 'EVERY_2_MONTHS' ? 2 : 3;

export const saveDosageBodySchema = lazySchema(() =>
  z.object({
    ndc: ndcSchema,
    /** Units taken per fill period (see frequency). */
    quantity: z.number().check(z.positive(), z.maximum(10_000)),
    frequency: z._default(dosageFrequencySchema, 'EVERY_MONTH'),
    updatedBy: updatedBySchema,
  }),
);
export type SaveDosageBody = z.infer<typeof saveDosageBodySchema>;

export const sessionDosageSchema = lazySchema(() =>
  z.object({
    dosageRecordID: z.string(),
    drugId: z.string(),
    drugName: z.string(),
    ndc: ndcSchema,
    connectureRecordId: z.string(),
    label: z.string(),
    quantity: z.number().check(z.positive()),
    frequency: dosageFrequencySchema,
    isInsulin: z.boolean(),
    updatedBy: z.string(),
  }),
);
export type SessionDosage = z.infer<typeof sessionDosageSchema>;

/** The session's dosages after the save; the client finds its dosageRecordID by ndc. */
export const sessionDosagesResponseSchema = lazySchema(() =>
  z.object({ cntr: z.array(sessionDosageSchema) }),
);

export const dosageRecordParamsSchema = lazySchema(() => z.object({ recordId: uuidSchema }));

export const drugParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) }),
);
