/** Provider network service: POST locations and GET /metadata (spec 3, 7). */
import * as z from 'zod/mini';
import { PROVIDER_NETWORK_DEFAULT_SORT, PROVIDER_NETWORK_PAGE_SIZE } from '../constants';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { GENDERS, LANGUAGES, npiSchema } from './providers';

export const PROVIDER_GROUP_TYPES = ['Large Hospital-Based', 'Primary Care-Focused'] as const;
export const providerGroupTypeSchema = lazySchema(() => z.enum(PROVIDER_GROUP_TYPES));

export const locationsSearchBodySchema = lazySchema(() =>
  z.object({
    zipCode: zipSchema,
    radius: z._default(z.number().check(z.positive(), z.maximum(100)), 25),
    gender: z._default(z.array(z.enum(GENDERS)), []),
    languages: z._default(z.array(z.enum(LANGUAGES)), []),
    groupTypes: z._default(z.array(providerGroupTypeSchema), []),
    sort: z._default(z.enum([PROVIDER_NETWORK_DEFAULT_SORT, 'Name']), PROVIDER_NETWORK_DEFAULT_SORT),
    page: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 1),
    pageSize: z._default(z.int().check(z.minimum(1), z.maximum(100)), PROVIDER_NETWORK_PAGE_SIZE),
  }),
);
export type LocationsSearchBody = z.infer<typeof locationsSearchBodySchema>;

export const linkSchema = lazySchema(() => z.object({ label: z.string(), url: z.string() }));

export const networkProviderSchema = lazySchema(() =>
  z.object({
    npi: npiSchema,
    name: z.string(),
    specialty: z.string(),
    gender: z.enum(GENDERS),
    languages: z.array(z.enum(LANGUAGES)),
  }),
);

export const providerGroupSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    groupType: providerGroupTypeSchema,
    links: z.array(linkSchema),
    locationCount: z.int().check(z.nonnegative()),
  }),
);
export type ProviderGroup = z.infer<typeof providerGroupSchema>;

export const networkLocationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    /** Miles, rounded to 2 decimals. */
    distance: z.number().check(z.nonnegative()),
    onsitePharmacy: z.boolean(),
    onsiteLabs: z.boolean(),
    description: z.array(z.string()),
    links: z.array(linkSchema),
    phones: z.array(z.string()),
    providerGroup: z.object({
      id: z.string(),
      name: z.string(),
      groupType: providerGroupTypeSchema,
      links: z.array(linkSchema),
    }),
    providers: z.array(networkProviderSchema),
    sample: z.literal(true),
  }),
);
export type NetworkLocation = z.infer<typeof networkLocationSchema>;

export const locationsSearchResponseSchema = lazySchema(() =>
  z.object({
    locations: z.array(networkLocationSchema),
    providerGroups: z.array(providerGroupSchema),
    /** Locations matching the filters (all pages). */
    total: z.int().check(z.nonnegative()),
    /** Distinct providers (by NPI) at those locations (all pages). */
    providerCount: z.int().check(z.nonnegative()),
  }),
);

export const metadataQuerySchema = lazySchema(() => z.object({ zipCode: zipSchema }));
/** A list whose first item has search, locations, providerGroups and providers counts (spec 7). */
export const metadataResponseSchema = lazySchema(() =>
  z.array(
    z.object({
      search: z.object({ zipCode: zipSchema, radius: z.number() }),
      locations: z.int().check(z.nonnegative()),
      providerGroups: z.int().check(z.nonnegative()),
      providers: z.int().check(z.nonnegative()),
    }),
  ),
);
