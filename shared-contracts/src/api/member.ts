/**
 * Member accounts (extension, spec 2 member pages and 6 roles): a member reaches only their own account,
 * through a member access token exchanged from a signed member link. Any other account id answers 404.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { emailSchema, phoneSchema, zipSchema } from '../validation';
import { fipsSchema, requiredText, uuidSchema, websiteReferenceIdSchema } from './common';
import { birthDateIsoSchema } from './leads';
import { meetingSchema } from './scheduling';
import { assignedAgentSchema } from './session';

export const accountParamsSchema = lazySchema(() => z.object({ accountId: uuidSchema }));
export const opportunityParamsSchema = lazySchema(() =>
  z.extend(accountParamsSchema, {
    websiteReferenceId: websiteReferenceIdSchema,
  }),
);

export const memberLinkExchangeBodySchema = lazySchema(() =>
  z.object({
    /** The signed link token (the fragment of the member link the agency sent). */
    link: z.string().check(z.minLength(1), z.maxLength(4096)),
  }),
);
export { type MemberAccess, memberAccessSchema } from './member-access';

export const currentPlanSchema = lazySchema(() =>
  z.object({
    planId: z.string(),
    year: z.int(),
    planName: z.string(),
    carrierName: z.string(),
    planType: z.int(),
  }),
);

export const opportunitySummarySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: z.string(),
    planYear: z.int(),
    createdAt: z.string(),
  }),
);

export const memberAccountSchema = lazySchema(() =>
  z.object({
    accountId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.nullable(z.string()),
    phoneNumber: z.nullable(z.string()),
    dateOfBirth: z.nullable(z.string()),
    zip: z.string(),
    fips: z.string(),
    countyName: z.string(),
    /** The member's IANA time zone (from the ZIP), for meeting times. */
    timeZone: z.nullable(z.string()),
    assignedAgent: z.nullable(assignedAgentSchema),
    currentPlan: z.nullable(currentPlanSchema),
    opportunities: z.array(opportunitySummarySchema),
  }),
);
export type MemberAccount = z.infer<typeof memberAccountSchema>;

/** "Your Information": the fields the member pages edit; at least one. */
export const memberAccountUpdateBodySchema = lazySchema(() =>
  z
    .object({
      firstName: z.optional(requiredText(100)),
      lastName: z.optional(requiredText(100)),
      emailAddress: z.optional(emailSchema),
      phoneNumber: z.optional(phoneSchema),
      dateOfBirth: z.optional(birthDateIsoSchema),
      zip: z.optional(zipSchema),
      fips: z.optional(fipsSchema),
    })
    .check(
      z.refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'No known field to update' }),
      z.refine((b) => b.fips === undefined || b.zip !== undefined, {
        message: 'fips needs its zip',
        path: ['zip'],
      }),
    ),
);
export type MemberAccountUpdateBody = z.infer<typeof memberAccountUpdateBodySchema>;

export const opportunitySchema = lazySchema(() =>
  z.extend(opportunitySummarySchema, {
    /** An access token of the opportunity's session (the account owns it), for the session's own calls. */
    sessionAccess: z.object({ accessToken: z.string(), expiresAt: z.string() }),
    /** The next booked meeting, else the latest one; null when none was ever booked. */
    meeting: z.nullable(meetingSchema),
    scopeOfAppointment: z.nullable(
      z.object({ id: z.string(), documentId: z.string(), signedAt: z.nullable(z.string()) }),
    ),
  }),
);
export type Opportunity = z.infer<typeof opportunitySchema>;

export const anocQuerySchema = lazySchema(() =>
  z.object({
    /** Whose drugs to price (an opportunity of the account); the latest opportunity when left out. */
    websiteReferenceId: z.optional(websiteReferenceIdSchema),
  }),
);

export const ANOC_CATEGORIES = [
  'premium',
  'deductible',
  'maximumOutOfPocket',
  'copay',
  'benefit',
  'drugTier',
] as const;

export const anocChangeSchema = lazySchema(() =>
  z.object({
    category: z.enum(ANOC_CATEGORIES),
    label: z.string(),
    /** Display values; null when the plan does not have it that year. */
    thisYear: z.nullable(z.string()),
    nextYear: z.nullable(z.string()),
  }),
);
export type AnocChange = z.infer<typeof anocChangeSchema>;

export const anocDrugSchema = lazySchema(() =>
  z.object({
    drugName: z.string(),
    tierThisYear: z.nullable(z.int()),
    tierNextYear: z.nullable(z.int()),
    annualCostThisYear: z.number(),
    annualCostNextYear: z.number(),
  }),
);

export const anocSchema = lazySchema(() =>
  z.object({
    planId: z.string(),
    planName: z.string(),
    carrierName: z.string(),
    thisYear: z.int(),
    nextYear: z.int(),
    monthlyPremium: z.object({ thisYear: z.number(), nextYear: z.number() }),
    /** Every value that changes, in reading order; empty when nothing changes. */
    changes: z.array(anocChangeSchema),
    /** The member's drugs priced on the plan both years (Part D engine); empty without drugs. */
    drugs: z.array(anocDrugSchema),
    estimatedAnnualDrugCost: z.object({ thisYear: z.number(), nextYear: z.number() }),
    sample: z.literal(true),
  }),
);
export type Anoc = z.infer<typeof anocSchema>;

/** Agent tools: open an account for a person (optionally with the session they shopped in). */
export const memberAccountCreateBodySchema = lazySchema(() =>
  z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    emailAddress: z.optional(emailSchema),
    phoneNumber: z.optional(phoneSchema),
    dateOfBirth: z.optional(birthDateIsoSchema),
    zip: zipSchema,
    fips: z.optional(fipsSchema),
    agentUuid: z.optional(uuidSchema),
    currentPlan: z.optional(
      z.object({ planId: requiredText(40), year: z.int().check(z.minimum(2020), z.maximum(2100)) }),
    ),
    /** Attach this existing session as the account's first opportunity; a new session otherwise. */
    websiteReferenceId: z.optional(websiteReferenceIdSchema),
    planYear: z.int().check(z.minimum(2020), z.maximum(2100)),
  }),
);
export type MemberAccountCreateBody = z.infer<typeof memberAccountCreateBodySchema>;

export const MEMBER_LINK_DAYS_MAX = 30;
export const memberLinkBodySchema = lazySchema(() =>
  z.object({
    days: z._default(z.int().check(z.minimum(1), z.maximum(MEMBER_LINK_DAYS_MAX)), 14),
  }),
);
export const memberLinkSchema = lazySchema(() =>
  z.object({
    /** The signed link token; the browser exchanges it for a member access token. */
    link: z.string(),
    /** The member page with the token in its fragment (never sent to a server by the browser). */
    path: z.string(),
    expiresAt: z.string(),
  }),
);
export type MemberLink = z.infer<typeof memberLinkSchema>;

export const MEMBER_MESSAGES = {
  linkInvalid: 'This link has expired or is no longer valid. Please call us for a new one.',
  noCurrentPlan: 'We do not have your current plan on file.',
  noNextYear: 'Next year’s plan details are not available yet.',
  sessionTaken: 'This session already belongs to an account.',
  unknownPlan: 'No such plan in this county',
} as const;
