/** Data warehouse: page views and plan enrollments, both stored (spec 7). Only a transaction id header. */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { shortText, websiteReferenceIdSchema } from './common';
import { partnerOrigin } from './leads';

export const pageViewBodySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: z.optional(websiteReferenceIdSchema),
    url: z.url().check(z.maxLength(2048)),
    userAgentBrowser: shortText(512),
    ...partnerOrigin(),
  }),
);
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

export const planEnrollmentEventBodySchema = lazySchema(() =>
  z.object({
    websiteReferenceId: z.optional(websiteReferenceIdSchema),
    planId: shortText(64, z.minLength(1)),
    planName: z.optional(shortText(300)),
    carrierName: z.optional(shortText(200)),
    planType: z.optional(z.int()),
    planYear: z.optional(z.int().check(z.minimum(2020), z.maximum(2100))),
    url: z.optional(z.url().check(z.maxLength(2048))),
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
    websiteReferenceId: z.optional(websiteReferenceIdSchema),
    /** The page the visit landed on (the load the metrics belong to). */
    url: z.url().check(z.maxLength(2048)),
    /** How the page was loaded (web-vitals' navigationType: navigate, reload, back-forward, prerender...). */
    navigationType: shortText(32),
    metrics: z
      .array(
        z.object({
          name: z.enum(WEB_VITAL_NAMES),
          value: z.number().check(z.minimum(0), z.maximum(3_600_000)),
          rating: z.enum(['good', 'needs-improvement', 'poor']),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(WEB_VITAL_NAMES.length),
        z.refine(
          (metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length,
          'Each metric once',
        ),
      ),
  }),
);
export type WebVitalsBody = z.infer<typeof webVitalsBodySchema>;

export const dwStoredResponseSchema = lazySchema(() => z.object({ id: z.string() }));
