/** Products service: Medigap quotes, plan detail, enrollment and the CSG agent calls (spec 7). */
import * as z from 'zod/mini';
import { parseUsDate } from '../dates';
import { lazySchema } from '../lazy-schema';
import { birthDateSchema, emailSchema, MESSAGES, zipSchema } from '../validation';
import { fipsSchema, isoDateSchema, requiredText, shortText } from './common';
import { medicareIdSchema, NAME_MAX } from './enrollment';
import { medigapPlanSchema } from './plans';

export const medsuppQuerySchema = lazySchema(() =>
  z.object({
    planYear: z.coerce.number().check(z.int(), z.minimum(2020), z.maximum(2100)),
    zip: zipSchema,
    fips: fipsSchema,
    birthDate: isoDateSchema,
    connectureSessionId: z.optional(z.string().check(z.maxLength(100))),
    coverageBegin: isoDateSchema,
    partAEffectiveDate: z.optional(isoDateSchema),
    partBEffectiveDate: z.optional(isoDateSchema),
    /** M or F (spec 3: gender is sent to the products service as M or F). */
    gender: z.enum(['M', 'F']),
    /** '0' when the person smokes, else '1' (spec 9). */
    smoke: z.enum(['0', '1']),
  }),
);
export type MedsuppQuery = z.infer<typeof medsuppQuerySchema>;

/** The person smokes when smoke is '0' (spec 9: sent as '0' if true, else '1'). */
export const smokesFromFlag = (smoke: '0' | '1'): boolean => smoke === '0';
export const smokeFlag = (smokes: boolean): '0' | '1' => (smokes ? '0' : '1');

export const medsuppPlansResponseSchema = lazySchema(() => z.object({ plans: z.array(medigapPlanSchema) }));

export const medsuppPlanParamsSchema = lazySchema(() =>
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(80)) }),
);
export const medsuppPlanQuerySchema = lazySchema(() =>
  z.extend(medsuppQuerySchema, { source: z.enum(['csg', 'connecture']) }),
);
export const medsuppPlanResponseSchema = lazySchema(() => z.object({ plan: medigapPlanSchema }));

/**
 * EXTENSION (not in spec 7): a Medigap plan of the county as it is for everyone (carrier, name, letter),
 * without a price, so its coverage shows before the person has answered the quote questions.
 */
export const medsuppOfferingQuerySchema = lazySchema(() => z.object({ zip: zipSchema, fips: fipsSchema }));
export const medsuppOfferingResponseSchema = lazySchema(() =>
  z.object({
    offering: z.pick(medigapPlanSchema, {
      id: true,
      source: true,
      carrier: true,
      carrierName: true,
      planName: true,
      planSubType: true,
      sample: true,
    }),
  }),
);
export type MedigapOffering = z.infer<typeof medsuppOfferingResponseSchema>['offering'];

export const medsuppEnrollParamsSchema = lazySchema(() =>
  z.object({ source: z.enum(['csg', 'connecture']) }),
);
export const medsuppEnrollBodySchema = lazySchema(() =>
  z.extend(medsuppQuerySchema, {
    planId: z.string().check(z.minLength(1), z.maxLength(80)),
    firstName: requiredText(NAME_MAX),
    lastName: requiredText(NAME_MAX),
    email: z.optional(shortText(200)),
    phoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(30))),
    /** The Medicare number as the person typed it on the enrollment form (kept with the hand-off). */
    medicareId: z.optional(medicareIdSchema),
  }),
);
export type MedsuppEnrollBody = z.infer<typeof medsuppEnrollBodySchema>;
export const medsuppEnrollResponseSchema = lazySchema(() =>
  z.object({
    enrollmentId: z.string(),
    url: z.string(),
    parameters: z.record(z.string(), z.string()),
  }),
);

export const csgRegisterAgentBodySchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    client_user_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    fname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    lname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    phone: z.string().check(z.trim(), z.maxLength(30)),
  }),
);
export type CsgRegisterAgentBody = z.infer<typeof csgRegisterAgentBodySchema>;
export const csgRegisterAgentResponseSchema = lazySchema(() =>
  z.object({ agentUuid: z.string(), nextKey: z.string() }),
);
export const csgAuthorizeQuerySchema = lazySchema(() =>
  z.object({ agentUuid: z.uuid(), nextKey: z.string().check(z.minLength(1), z.maxLength(100)) }),
);

/**
 * A Medigap quote's answers as a person gives them: the spec 5 birth date, a real Part B date (the form
 * gives its own words for a wrong one) and every question answered ('Required').
 */
export const medigapQuoteFormSchema = (messages: { dateFormat: string }) =>
  z.object({
    birthDate: birthDateSchema(),
    gender: z.enum(['Male', 'Female'], { error: MESSAGES.required }),
    smoke: z.boolean({ error: MESSAGES.required }),
    coverageStart: z.string(),
    partBEffectiveDate: z.string().check(z.refine((v) => parseUsDate(v) !== null, messages.dateFormat)),
  });
