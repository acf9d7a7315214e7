/** Shapes shared by every service of the reference api. */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { MESSAGES, type TextBound, tooLongMessage } from '../validation';

/** Body of every 4xx/5xx answer. `issues` lists the field errors of a 400. */
export const apiIssueSchema = lazySchema(() => z.object({ path: z.string(), message: z.string() }));
export const apiErrorSchema = lazySchema(() =>
  z.object({ message: z.string(), issues: z.optional(z.array(apiIssueSchema)) }),
);
export type ApiIssue = z.infer<typeof apiIssueSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const fipsSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{5}$/, 'Please enter a valid 5-digit county FIPS code')),
);
/** Session reference ids are 22 url-safe characters (128 random bits): they cannot be guessed. */
export const websiteReferenceIdSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'Invalid websiteReferenceId')),
);
export const uuidSchema = lazySchema(() => z.uuid());
/** Calendar date as sent to the services: YYYY-MM-DD. */
export const isoDateSchema = lazySchema(() => z.iso.date());
/** A short free-text field; bounded so a body can never be used to store megabytes. */
export const shortText = (max: TextBound = 200, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.maxLength(max, tooLongMessage(max)), ...checks);
export const requiredText = (max: TextBound = 200) =>
  z.string().check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(max, tooLongMessage(max)));
/**
 * Who made a session-scoped change: 'consumer', 'agent' or the consumer's e-mail (spec 6), which can be
 * as long as an address may be (320).
 */
export const updatedBySchema = lazySchema(() => requiredText(320));

/** Wrapper used by several consumer calls: the payload sits under `cntr`. */
export const cntr = <T extends z.core.$ZodType>(schema: T) => z.object({ cntr: schema });

/** The answer of a call that `produces` a file (the signed PDF, a calendar file), read as a Blob by the browser. */
export const fileAnswerSchema = lazySchema(() => z.instanceof(Blob));

export const healthResponseSchema = lazySchema(() => z.object({ status: z.literal('ok') }));
