/** Consumer service: sessions and benefit preferences (spec 3, 4, 7). */
import * as z from 'zod/mini';
import { BENEFIT_IMPORTANCE, FITNESS_PROGRAM_OPTIONS } from '../constants';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { fipsSchema, shortText, updatedBySchema, uuidSchema, websiteReferenceIdSchema } from './common';

export const assignedAgentSchema = lazySchema(() =>
  z.object({
    agentUuid: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    phone: z.string(),
    photoLink: z.nullable(z.string()),
  }),
);
export type AssignedAgent = z.infer<typeof assignedAgentSchema>;

export const sessionCreateBodySchema = lazySchema(() =>
  z.object({
    zip: z.optional(zipSchema),
    fips: z.optional(fipsSchema),
    landing_url: z.optional(shortText(2048)),
    external_uuid: z.optional(uuidSchema),
  }),
);
export type SessionCreateBody = z.infer<typeof sessionCreateBodySchema>;

export const sessionCreateResponseSchema = lazySchema(() =>
  z.object({
    accessToken: z.string(),
    /** ISO time at which accessToken expires (also its `exp` claim). */
    expiresAt: z.string(),
    websiteReferenceId: websiteReferenceIdSchema,
    connectureSessionId: z.string(),
    external_uuid: z.string(),
  }),
);
export type SessionCreateResponse = z.infer<typeof sessionCreateResponseSchema>;

export const sessionParamsSchema = lazySchema(() => z.object({ referenceId: websiteReferenceIdSchema }));

export const BENEFIT_NAMES = [
  'hearingAidCoverage',
  'visionAidCoverage',
  'additionalDentalServices',
  'overTheCounterDrugReimbursement',
  'transportationReimbursement',
  'telemedicine',
  'fitnessProgram',
  'keepingSameDoctor',
  'prescriptionDrugCoverage',
] as const;
export const benefitNameSchema = lazySchema(() => z.enum(BENEFIT_NAMES));
export type BenefitName = z.infer<typeof benefitNameSchema>;
export const benefitValueSchema = lazySchema(() =>
  z.union([z.literal(''), z.enum(BENEFIT_IMPORTANCE), z.enum(FITNESS_PROGRAM_OPTIONS)]),
);
export const benefitSchema = lazySchema(() =>
  z
    .object({ name: benefitNameSchema, value: benefitValueSchema })
    .check(
      z.refine(
        (b) =>
          b.name === 'fitnessProgram'
            ? b.value === '' || (FITNESS_PROGRAM_OPTIONS as readonly string[]).includes(b.value)
            : b.value === '' || (BENEFIT_IMPORTANCE as readonly string[]).includes(b.value),
        { message: 'Invalid value for this benefit', path: ['value'] },
      ),
    ),
);
export type Benefit = z.infer<typeof benefitSchema>;

/** Benefits with an empty value are not stored; 'Not important' counts as unselected (spec 5). */
export const benefitsBodySchema = lazySchema(() =>
  z.object({
    benefitList: z.array(benefitSchema).check(z.maxLength(BENEFIT_NAMES.length * 2)),
    updatedBy: updatedBySchema,
  }),
);
export type BenefitsBody = z.infer<typeof benefitsBodySchema>;
export const benefitsResponseSchema = lazySchema(() => z.object({ benefits: z.array(benefitSchema) }));

/**
 * Whether the person gets Extra Help (the Part D Low-Income Subsidy), as medicare.gov asks it: full,
 * partial, no, or "I don't know" (unknown: estimated without it). null until the person answers.
 */
export const EXTRA_HELP_LEVELS = ['full', 'partial', 'no', 'unknown'] as const;
export const extraHelpLevelSchema = lazySchema(() =>
  z.enum(EXTRA_HELP_LEVELS, { error: 'Choose full, partial, no or unknown' }),
);
export type ExtraHelpLevel = z.infer<typeof extraHelpLevelSchema>;
export const extraHelpBodySchema = lazySchema(() => z.object({ extraHelp: extraHelpLevelSchema }));
export type ExtraHelpBody = z.infer<typeof extraHelpBodySchema>;
export const extraHelpResponseSchema = lazySchema(() => z.object({ extraHelp: extraHelpLevelSchema }));

/**
 * Session-scoped lists that plan-shopping features contribute (dosages, providers, pharmacies).
 * Their item schemas live with those features; here they are open objects.
 */
export const sessionListItemSchema = lazySchema(() => z.looseObject({}));

export const sessionResponseSchema = lazySchema(() =>
  z.object({
    accessData: z.object({ accessToken: z.string(), expiresAt: z.string() }),
    websiteReferenceId: websiteReferenceIdSchema,
    accountId: z.nullable(z.string()),
    assignedAgent: z.nullable(assignedAgentSchema),
    connectureSessionId: z.string(),
    external_uuid: z.string(),
    landing_url: z.nullable(z.string()),
    year: z.nullable(z.int()),
    zip: z.nullable(z.string()),
    fips: z.nullable(z.string()),
    countyName: z.nullable(z.string()),
    dosages: z.array(sessionListItemSchema),
    providers: z.array(sessionListItemSchema),
    pharmacies: z.array(sessionListItemSchema),
    benefits: z.array(benefitSchema),
    /** Always sent by this api; optional so that clients and fixtures older than it still parse. */
    extraHelp: z.optional(z.nullable(extraHelpLevelSchema)),
  }),
);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** PATCH /session: only these known fields are stored; at least one must be given. */
export const sessionUpdateBodySchema = lazySchema(() =>
  z
    .object({
      year: z.optional(z.int().check(z.minimum(2020), z.maximum(2100))),
      zip: z.optional(zipSchema),
      fips: z.optional(fipsSchema),
      landing_url: z.optional(shortText(2048)),
      external_uuid: z.optional(uuidSchema),
      /** Assign (uuid) or clear (null) the session's agent. */
      agentUuid: z.optional(z.nullable(uuidSchema)),
      accountId: z.optional(shortText(64)),
    })
    .check(
      z.refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'No known field to update' }),
      z.refine((b) => b.fips === undefined || b.zip !== undefined, {
        message: 'fips needs its zip',
        path: ['zip'],
      }),
    ),
);
export type SessionUpdateBody = z.infer<typeof sessionUpdateBodySchema>;
export const sessionUpdateResponseSchema = lazySchema(() => z.object({ external_uuid: z.string() }));
