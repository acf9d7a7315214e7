/** Data warehouse: page views and plan enrollments, both stored (spec 7). Only a transaction id header. */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { shortText, websiteReferenceIdSchema } from './common';
import { partnerOrigin } from './leads';

export const pageViewBodySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: websiteReferenceIdSchema.optional(),
    url: z.url().max(2048),
    userAgentBrowser: shortText(512),
    ...partnerOrigin(),
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

/**
 * Real-user measurement (an EXTENSION of spec 7): the Core Web Vitals of one page load, as the
 * web-vitals library computes them, sent when the page is hidden. LCP and INP in ms, CLS unitless.
 */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
export const webVitalsBodySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: websiteReferenceIdSchema.optional(),
    /** The page the visit landed on (the load the metrics belong to). */
    url: z.url().max(2048),
    /** How the page was loaded (web-vitals' navigationType: navigate, reload, back-forward, prerender...). */
    navigationType: shortText(32),
    metrics: z
      .array(
        z.object({
          name: z.enum(WEB_VITAL_NAMES),
          value: z.number().min(0).max(3_600_000),
          rating: z.enum(['good', 'needs-improvement', 'poor']),
        }),
      )
      .min(1)
      .max(WEB_VITAL_NAMES.length)
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'Each metric once'),
  }),
);
export type WebVitalsBody = z.infer<typeof webVitalsBodySchema>;

export const dwStoredResponseSchema = lazySchema(() => z.object({ id: z.string() }));
