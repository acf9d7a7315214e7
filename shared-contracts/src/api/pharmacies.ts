/** Pharmacy search and the session's pharmacies (spec 3, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { updatedBySchema } from './common';
import { queryBooleanSchema } from './plans';

export const pharmacySearchQuerySchema = lazySchema(() =>
  z.object({
    zip: zipSchema,
    /** Miles from the ZIP's location. */
    radius: z._default(z.coerce.number().check(z.positive(), z.maximum(100)), 10),
    name: z.optional(z.string().check(z.trim(), z.maxLength(80))),
    take: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 5),
    skip: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
    mailOrder: z._default(queryBooleanSchema, false),
  }),
);
export type PharmacySearchQuery = z.infer<typeof pharmacySearchQuerySchema>;

export const pharmacyAddressSchema = lazySchema(() =>
  z.object({
    street: z.string(),
    city: z.string(),
    state: z.string().check(z.length(2)),
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
    distance: z.number().check(z.nonnegative()),
    latitude: z.number(),
    longitude: z.number(),
    isMailOrder: z.boolean(),
    /** False when not known (the NPI registry gives no opening hours). */
    is24Hours: z.boolean(),
    /** True while the pharmacies are the repository's sample NPPES file, false for a published file. */
    sample: z.boolean(),
    /** Search and detail: its status in each network of the area's Part D plans that includes it. */
    networks: z.optional(z.array(pharmacyNetworkStatusSchema)),
  }),
);
export type Pharmacy = z.infer<typeof pharmacySchema>;

export const pharmacySearchResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.object({ pharmacyList: z.array(pharmacySchema), total: z.int().check(z.nonnegative()) }),
  }),
);

export const savePharmaciesBodySchema = lazySchema(() =>
  z.object({
    /** Pharmacies to add to the session's selection (at most 5 selected in all). */
    pharmacyRecordIDs: z
      .array(z.string().check(z.minLength(1), z.maxLength(64)))
      .check(z.minLength(1), z.maxLength(5)),
    updatedBy: updatedBySchema,
  }),
);
export type SavePharmaciesBody = z.infer<typeof savePharmaciesBodySchema>;

/** cntr is the session's selected list. */
export const sessionPharmaciesResponseSchema = lazySchema(() =>
  z.object({
    cntr: z.array(z.omit(pharmacySchema, { distance: true })),
  }),
);

export const pharmacyRecordParamsSchema = lazySchema(() =>
  z.object({ pharmacyRecordID: z.string().check(z.minLength(1), z.maxLength(64)) }),
);

/** The ZIP the distance is measured from. */
export const pharmacyDetailQuerySchema = lazySchema(() => z.object({ zip: zipSchema }));
export const pharmacyDetailResponseSchema = lazySchema(() => z.object({ cntr: pharmacySchema }));
