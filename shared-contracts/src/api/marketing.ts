/** Consumer service: questions, quiz results and the active-campaign hand-off (spec 3 Quiz, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { isoDateSchema, requiredText, shortText, websiteReferenceIdSchema } from './common';

const answerSchema = lazySchema(() =>
  z.union([shortText(2000), z.number(), z.boolean(), z.array(shortText(200)).check(z.maxLength(50))]),
);

export const questionsBodySchema = lazySchema(() =>
  z.object({
    questions: z
      .array(z.object({ question: requiredText(500), answer: answerSchema }))
      .check(z.minLength(1), z.maxLength(100)),
  }),
);
export type QuestionsBody = z.infer<typeof questionsBodySchema>;
export const questionsResponseSchema = lazySchema(() => z.object({ saved: z.int() }));

export const quizResultBodySchema = lazySchema(() =>
  z.object({
    quizName: z.literal('enrollment-date'),
    question: requiredText(500),
    answer: answerSchema,
  }),
);
export type QuizResultBody = z.infer<typeof quizResultBodySchema>;
export const quizResultResponseSchema = lazySchema(() => z.object({ id: z.string() }));

export const activeCampaignBodySchema = lazySchema(() =>
  z.object({
    enrollmentStartDate: isoDateSchema,
    enrollmentEndDate: z.optional(z.nullable(isoDateSchema)),
    missedInitialEnrollmentPeriod: z.boolean(),
    websiteReferenceId: websiteReferenceIdSchema,
    leadSourceType: z.optional(shortText(100)),
    utmSource: z.optional(shortText(200)),
    tags: z._default(z.array(requiredText(100)).check(z.maxLength(50)), []),
  }),
);
export type ActiveCampaignBody = z.infer<typeof activeCampaignBodySchema>;
export const activeCampaignResponseSchema = lazySchema(() => z.object({ id: z.string() }));
