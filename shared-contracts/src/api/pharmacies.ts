/** Pharmacy search and the session's pharmacies (spec 3, 7). */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { updatedBySchema } from './common';
import { queryBooleanSchema } from './plans';

export const pharmacySearchQuerySchema = lazySchema(() =>
  z.object({
    zip: zipSchema,
    /** Miles from the ZIP's location. */
    radius: z.coerce.number().positive().max(100).default(10),
    name: z.string().trim().max(80).optional(),
    take: z.coerce.number().int().min(1).max(100).default(5),
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    mailOrder: queryBooleanSchema.default(false),
  }),
);
export type PharmacySearchQuery = z.infer<typeof pharmacySearchQuerySchema>;

export const pharmacyAddressSchema = lazySchema(() =>
  z.object({
    street: z.string(),
    city: z.string(),
    state: z.string().length(2),
    zip: zipSchema,
  }),
);

/** A pharmacy's place in one Part D plan's network (CMS pharmacy networks file; absent: out of network). */
export const pharmacyNetworkStatusSchema = lazySchema(() =>
  z.object({
    /** CONTRACT_ID-PLAN_ID-SEGMENT_ID, as CMS's files write them ("H9991-001-000"). */
    planId: z.string(),
    planName: z.string(),
    /** PHARMACY_RETAIL with PREFERRED_STATUS_RETAIL Y, PHARMACY_RETAIL without it, or mail only. */
    status: z.enum(['preferred', 'inNetwork', 'mailOrder']),
    /** PREFERRED_STATUS_MAIL: the plan's preferred mail-order pharmacy. */
    preferredMail: z.boolean(),
  }),
);
export type PharmacyNetworkStatus = z.infer<typeof pharmacyNetworkStatusSchema>;

export const pharmacySchema = lazySchema(() =>
  z.object({
    pharmacyRecordID: z.string(),
    name: z.string(),
    address: pharmacyAddressSchema,
    phone: z.string(),
    /** Miles, rounded to 2 decimals; 0 for mail order. */
    distance: z.number().nonnegative(),
    latitude: z.number(),
    longitude: z.number(),
    isMailOrder: z.boolean(),
    /** False when not known (the NPI registry gives no opening hours). */
    is24Hours: z.boolean(),
    /** True while the pharmacies are the repository's sample NPPES file, false for a published file. */
    sample: z.boolean(),
    /** Search and detail: its status in each network of the area's Part D plans that includes it. */
    networks: z.array(pharmacyNetworkStatusSchema).optional(),
  }),
);
export type Pharmacy = z.infer<typeof pharmacySchema>;

export const pharmacySearchResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.object({ pharmacyList: z.array(pharmacySchema), total: z.number().int().nonnegative() }),
  }),
);

export const savePharmaciesBodySchema = lazySchema(() =>
  z.object({
    /** Pharmacies to add to the session's selection (at most 5 selected in all). */
    pharmacyRecordIDs: z.array(z.string().min(1).max(64)).min(1).max(5),
    updatedBy: updatedBySchema,
  }),
);
export type SavePharmaciesBody = z.infer<typeof savePharmaciesBodySchema>;

/** cntr is the session's selected list. */
export const sessionPharmaciesResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.array(pharmacySchema.omit({ distance: true })),
  }),
);

export const pharmacyRecordParamsSchema = lazySchema(() =>
  z.object({ pharmacyRecordID: z.string().min(1).max(64) }),
);

/** The ZIP the distance is measured from. */
export const pharmacyDetailQuerySchema = lazySchema(() => z.object({ zip: zipSchema }));
export const pharmacyDetailResponseSchema = lazySchema(() => z.object({ cntr: pharmacySchema }));
