/** Consumer service: questions, quiz results and the active-campaign hand-off (spec 3 Quiz, 7). */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { isoDateSchema, requiredText, shortText, websiteReferenceIdSchema } from './common';

const answerSchema = lazySchema(() =>
  z.union([shortText(2000), z.number().finite(), z.boolean(), z.array(shortText(200)).max(50)]),
);

export const questionsBodySchema = lazySchema(() =>
  z.object({
    questions: z
      .array(z.object({ question: requiredText(500), answer: answerSchema }))
      .min(1)
      .max(100),
  }),
);
export type QuestionsBody = z.infer<typeof questionsBodySchema>;
export const questionsResponseSchema = lazySchema(() => z.object({ saved: z.number().int() }));

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
    enrollmentEndDate: z.nullable(isoDateSchema).optional(),
    missedInitialEnrollmentPeriod: z.boolean(),
    websiteReferenceId: websiteReferenceIdSchema,
    leadSourceType: z.optional(shortText(100)),
    utmSource: z.optional(shortText(200)),
    tags: z.array(requiredText(100)).max(50).default([]),
  }),
);
export type ActiveCampaignBody = z.infer<typeof activeCampaignBodySchema>;
export const activeCampaignResponseSchema = lazySchema(() => z.object({ id: z.string() }));
