/** Consumer service: leads and call tracking (spec 3 Lead, 4 Lead and Call tracking, 5, 7). */
import * as z from 'zod/mini';
import { isoDate } from '../calendar-day';
import { MIN_BIRTH_YEAR_EXCLUSIVE } from '../constants';
import { LANGUAGES } from '../language';
import { lazySchema } from '../lazy-schema';
import { NOTICES } from '../notices';
import { emailSchema, MESSAGES, phoneSchema, zipSchema } from '../validation';
import { fipsSchema, isoDateSchema, requiredText, shortText } from './common';
import { partnerParamsSchema } from './partners';

const marketing = () => ({
  leadSource: z.optional(shortText(100)),
  leadSourceType: z.optional(shortText(100)),
  otherLeadSource: z.optional(shortText(100)),
  utmCampaign: z.optional(shortText(200)),
  utmContent: z.optional(shortText(200)),
  utmMedium: z.optional(shortText(200)),
  utmTerm: z.optional(shortText(200)),
  utmSource: z.optional(shortText(200)),
  utmName: z.optional(shortText(200)),
  clickId: z.optional(shortText(200)),
  gclid: z.optional(shortText(200)),
  msclkid: z.optional(shortText(200)),
  fbclid: z.optional(shortText(200)),
  maToken: z.optional(shortText(500)),
  allId: z.optional(shortText(100)),
  campaignId: z.optional(shortText(100)),
  adGroupId: z.optional(shortText(100)),
  keyword: z.optional(shortText(200)),
  creative: z.optional(shortText(200)),
  customCampaign: z.optional(shortText(200)),
});

export const permissionToContactSchema = lazySchema(() =>
  z.object({
    text: requiredText(4000),
    version: requiredText(40),
    shownAt: z.iso.datetime({ offset: true }),
    /** The language the text was shown in (issue 27); a lead from before the Spanish edition has none. */
    language: z.optional(z.enum(LANGUAGES)),
  }),
);
export type PermissionToContact = z.infer<typeof permissionToContactSchema>;

/**
 * The visit's marketing attribution as a lead carries it (spec 3 Lead); the host gives it to the pages.
 * A partner's page (the embedding) names its partner too.
 */
export const leadAttributionSchema = lazySchema(() =>
  z.object({ ...marketing(), partnerId: z.optional(partnerParamsSchema.shape.id) }),
);
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;

/** Birth date as sent (YYYY-MM-DD), with the spec 5 year and before-today rules. */
export const birthDateIsoSchema = lazySchema(() =>
  isoDateSchema.check(
    z.refine((v) => Number(v.slice(0, 4)) > MIN_BIRTH_YEAR_EXCLUSIVE, MESSAGES.birthDateYear),
    z.refine((v) => v < isoDate(new Date()), MESSAGES.birthDateFuture),
  ),
);

/** The person's contact details in a lead: what the lead forms ask, checked by the same rules as the api. */
export const leadContactSchema = lazySchema(() =>
  z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    emailAddress: emailSchema,
    phoneNumber: phoneSchema,
  }),
);

export const leadCreateBodySchema = lazySchema(() =>
  z.extend(leadContactSchema, {
    /** The lead forms ask for it; a booking asks only a name and a phone (scheduling's contact). */
    emailAddress: z.optional(emailSchema),
    zip: zipSchema,
    fips: z.optional(fipsSchema),
    dateOfBirth: z.optional(birthDateIsoSchema),
    /** The consent text was shown and accepted (spec 9 consent text). */
    agreeToTerms: z.optional(z.boolean()),
    ...marketing(),
    /** Posted from /partner/{partner}/form/: the lead is attributed to that partner (a known partner id). */
    partnerId: z.optional(partnerParamsSchema.shape.id),
    /** The exact consent text shown beside the submit button, its version and when it was shown (spec 9). */
    permissionToContactText: z.optional(permissionToContactSchema),
    /**
     * The invisible captcha's token. A page with no site key configured has none: the api then refuses
     * the lead unless its own verification is off (and it says so loudly at start-up).
     */
    recaptchaToken: z.optional(requiredText(4096)),
  }),
);
export type LeadCreateBody = z.infer<typeof leadCreateBodySchema>;

/** 201 when the session's lead is first stored, 200 when the same lead is updated. */
export const leadCreateResponseSchema = lazySchema(() =>
  z.object({ leadId: z.string(), created: z.boolean() }),
);

/** The fixed label sent as utmCampaign and customCampaign when a call connects (spec 4). */
export const CONNECTED_CALL_CAMPAIGN = 'connected-call';

/** The partner page a call-tracking update or a page view comes from (the embedding), and its campaign. */
export const partnerOrigin = () => ({
  partnerId: z.optional(partnerParamsSchema.shape.id),
  campaignId: z.optional(shortText(100)),
});

export const leadUpdateBodySchema = lazySchema(() =>
  z.union([
    z.object({ usedWebsiteInitiatedDial: z.literal(true), ...partnerOrigin() }),
    z.object({ utmCampaign: requiredText(200), customCampaign: requiredText(200), ...partnerOrigin() }),
  ]),
);
export type LeadUpdateBody = z.infer<typeof leadUpdateBodySchema>;
export const leadUpdateResponseSchema = lazySchema(() =>
  z.object({
    leadId: z.string(),
    usedWebsiteInitiatedDial: z.boolean(),
    utmCampaign: z.nullable(z.string()),
    customCampaign: z.nullable(z.string()),
    /** The partner the lead is attributed to, and the campaign of its attribution. */
    partnerId: z.nullable(z.string()),
    campaignId: z.nullable(z.string()),
  }),
);

/** Message of the 400 when the captcha token is refused by the verifier. */
export const CAPTCHA_FAILED_MESSAGE = NOTICES.captchaFailed;
