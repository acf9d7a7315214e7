/** Data warehouse: page views and plan enrollments, both stored (spec 7). Only a transaction id header. */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { shortText, websiteReferenceIdSchema } from './common';

export const pageViewBodySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: websiteReferenceIdSchema.optional(),
    url: z.url().max(2048),
    userAgentBrowser: shortText(512),
  }),
);
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

export const planEnrollmentEventBodySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: websiteReferenceIdSchema.optional(),
    planId: shortText(64).min(1),
    planName: shortText(300).optional(),
    carrierName: shortText(200).optional(),
    planType: z.number().int().optional(),
    planYear: z.number().int().min(2020).max(2100).optional(),
    url: z.url().max(2048).optional(),
  }),
);
export type PlanEnrollmentEventBody = z.infer<typeof planEnrollmentEventBodySchema>;

export const dwStoredResponseSchema = lazySchema(() => z.object({ id: z.string() }));
