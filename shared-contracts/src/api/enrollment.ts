/** POST /consumer/plans/enrollment: the hand-off to the carrier's enrollment page (spec 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { birthDateSchema, emailSchema, phoneSchema, requiredTextSchema, zipSchema } from '../validation';
import { fipsSchema, isoDateSchema, requiredText } from './common';

/** The most characters of a first or last name the enrollment hand-offs take. */
export const NAME_MAX = 100;

// MBI letters exclude S, L, O, I, B and Z (CMS "Understanding the Medicare Beneficiary Identifier format").
const A = '[AC-HJKMNP-RT-Y]';
const AN = '[AC-HJKMNP-RT-Y0-9]';
const MBI_PATTERN = new RegExp(`^[1-9]${A}${AN}\\d${A}${AN}\\d${A}${A}\\d\\d$`);

/** Normalise an MBI as typed: upper case, dashes and spaces removed. */
export const normalizeMbi = (value: string): string => value.toUpperCase().replace(/[\s-]/g, '');
/** Medicare Beneficiary Identifier: 11 characters, pattern C A AN N A AN N A A N N. */
export const isValidMbi = (value: string): boolean => MBI_PATTERN.test(normalizeMbi(value));
export const MBI_MESSAGE = 'Please enter a valid Medicare number (11 characters, like 1EG4-TE5-MK73)';
export const medicareIdSchema = lazySchema(() =>
  z.pipe(z.string().check(z.trim(), z.refine(isValidMbi, MBI_MESSAGE)), z.transform(normalizeMbi)),
);

export const enrolleeSchema = lazySchema(() =>
  z.object({
    zip: zipSchema,
    countyFIPS: fipsSchema,
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    phoneNumber: phoneSchema,
    email: emailSchema,
    dateOfBirth: isoDateSchema,
    effectiveDate: isoDateSchema,
  }),
);
export type Enrollee = z.infer<typeof enrolleeSchema>;

export const enrollmentBodySchema = lazySchema(() =>
  z.object({
    planId: z.string().check(z.minLength(1), z.maxLength(80)),
    enrollee: enrolleeSchema,
    medicareId: medicareIdSchema,
    effectiveDates: z._default(z.array(isoDateSchema).check(z.maxLength(12)), []),
    carrier: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  }),
);
export type EnrollmentBody = z.input<typeof enrollmentBodySchema>;

export const enrollmentResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.object({
      enrollmentId: z.string(),
      url: z.string(),
      /** Query parameters to append to url for the redirect. */
      parameters: z.record(z.string(), z.string()),
    }),
  }),
);
export type EnrollmentResponse = z.infer<typeof enrollmentResponseSchema>;

/** Development only: the sample carrier landing page the enrollment hand-off link points at. */
export const carrierLandingParamsSchema = lazySchema(() =>
  z.object({ carrierId: z.string().check(z.minLength(1), z.maxLength(40)) }),
);

export const carrierLandingQuerySchema = lazySchema(() =>
  z.object({
    handoff: z.uuid(),
    planId: z.optional(z.string().check(z.maxLength(80))),
    effectiveDate: z.optional(z.string().check(z.maxLength(20))),
    /** Set by a broker's authorize step (spec 6): the agent and their writing number with the carrier. */
    agentUuid: z.optional(z.uuid()),
    writingNumber: z.optional(z.string().check(z.maxLength(40))),
  }),
);

export const carrierLandingResponseSchema = lazySchema(() =>
  z.object({
    notice: z.string(),
    carrier: z.object({ id: z.string(), name: z.string() }),
    handOff: z.object({
      enrollmentId: z.string(),
      kind: z.string(),
      planId: z.string(),
      planName: z.string(),
      effectiveDate: z.string(),
      enrollee: z.object({ firstName: z.string(), lastInitial: z.string(), zip: z.string() }),
      medicareId: z.nullable(z.string()),
      receivedAt: z.string(),
    }),
    /** The agent the enrollment came through, when a broker's authorize step sent it. */
    broker: z.nullable(z.object({ agentUuid: z.string(), writingNumber: z.nullable(z.string()) })),
    sample: z.literal(true),
  }),
);
export type CarrierLanding = z.infer<typeof carrierLandingResponseSchema>;

/**
 * The enrollment form as a person fills it in (strings as typed, the birth date MM/DD/YYYY), with the
 * spec 5 rules and messages; the form gives its own words for a missing start date. `today` is
 * injectable for the birth date rule.
 */
export const enrolleeFormSchema = (today: () => Date, messages: { effectiveDateRequired: string }) =>
  z.object({
    // The bounds the hand-off bodies take (enrolleeSchema, medsuppEnrollBodySchema), said in the
    // person's words on the field: a longer name passed the form and came back as zod's own English.
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    phoneNumber: phoneSchema,
    email: emailSchema,
    dateOfBirth: birthDateSchema(today),
    medicareId: z.pipe(requiredTextSchema, medicareIdSchema),
    effectiveDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.effectiveDateRequired)),
  });
