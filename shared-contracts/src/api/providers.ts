/** Doctor search and the session's doctors (spec 3 Provider, spec 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { updatedBySchema, uuidSchema } from './common';

export const npiSchema = lazySchema(() => z.string().check(z.regex(/^\d{10}$/, 'An NPI has 10 digits')));
export const GENDERS = ['Female', 'Male'] as const;
export const LANGUAGES = ['English', 'Spanish'] as const;

/** The most characters of a doctor search's words (the search field takes no more). */
export const SEARCH_TERM_MAX = 80;

export const providerSearchBodySchema = lazySchema(() =>
  z.object({
    zipCode: zipSchema,
    /** Doctor name or specialty words. */
    searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_TERM_MAX))),
    specialty: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_TERM_MAX))),
    radius: z._default(z.number().check(z.positive(), z.maximum(100)), 25),
    year: z.optional(z.int().check(z.minimum(2020), z.maximum(2100))),
    take: z._default(z.int().check(z.minimum(1), z.maximum(100)), 5),
    skip: z._default(z.int().check(z.minimum(0), z.maximum(10_000)), 0),
    /** Spec 5: the session's own doctors are left out of the results unless this is true. */
    includeSelected: z._default(z.boolean(), false),
  }),
);
export type ProviderSearchBody = z.infer<typeof providerSearchBodySchema>;

export const providerAddressSchema = lazySchema(() =>
  z.object({
    street_line_1: z.string(),
    street_line_2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
);

export const providerSearchResultSchema = lazySchema(() =>
  z.object({
    npis: z.array(npiSchema).check(z.minLength(1)),
    presentation_name: z.string(),
    specialty: z.string(),
    address: providerAddressSchema,
    /** Null when the NPI registry does not say (NPPES "Provider Sex Code" U, X or blank). */
    gender: z.nullable(z.enum(GENDERS)),
    /** Empty when not known (the NPI registry does not list languages). */
    languages: z.array(z.enum(LANGUAGES)),
    isPcp: z.boolean(),
    /** Miles from the ZIP's centroid to the practice ZIP's centroid, rounded to 2 decimals. */
    distance: z.number().check(z.nonnegative()),
    /** True while the doctors are the repository's sample NPPES file, false for a published file. */
    sample: z.boolean(),
  }),
);
export type ProviderSearchResult = z.infer<typeof providerSearchResultSchema>;

export const providerSearchResponseSchema = lazySchema(() =>
  z.object({
    providers: z.array(providerSearchResultSchema),
    meta: z.object({ total: z.int().check(z.nonnegative()) }),
  }),
);

const opt = lazySchema(() => z.string().check(z.trim(), z.maxLength(200)));
export const saveProviderBodySchema = lazySchema(() =>
  z.object({
    npis: z.array(npiSchema).check(z.minLength(1), z.maxLength(10)),
    year: z.int().check(z.minimum(2020), z.maximum(2100)),
    updatedBy: updatedBySchema,
    providerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    providerSpecialty: opt,
    streetLine1: opt,
    streetLine2: z._default(opt, ''),
    city: opt,
    state: z.string().check(z.trim(), z.maxLength(2)),
    zipCode: z.string().check(z.trim(), z.maxLength(10)),
  }),
);
export type SaveProviderBody = z.infer<typeof saveProviderBodySchema>;

/** The request that saves a provider search result to the session for a plan year. */
export const saveProviderBodyFor = (
  doctor: Pick<ProviderSearchResult, 'npis' | 'presentation_name' | 'specialty' | 'address'>,
  year: number,
  updatedBy: SaveProviderBody['updatedBy'] = 'consumer',
): z.input<typeof saveProviderBodySchema> => ({
  npis: doctor.npis,
  year,
  updatedBy,
  providerName: doctor.presentation_name,
  providerSpecialty: doctor.specialty,
  streetLine1: doctor.address.street_line_1,
  streetLine2: doctor.address.street_line_2,
  city: doctor.address.city,
  state: doctor.address.state,
  zipCode: doctor.address.zip,
});

/** A doctor on the session (spec 3 Provider). */
export const sessionProviderSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    npis: z.array(npiSchema),
    presentation_name: z.string(),
    specialty: z.string(),
    address: providerAddressSchema,
    isPcp: z.boolean(),
    year: z.int(),
  }),
);
export type SessionProvider = z.infer<typeof sessionProviderSchema>;
export const sessionProviderResponseSchema = lazySchema(() => z.object({ cntr: sessionProviderSchema }));

export const providerUuidParamsSchema = lazySchema(() => z.object({ uuid: uuidSchema }));
export const updateProviderBodySchema = lazySchema(() =>
  z.object({
    uuid: uuidSchema,
    isPcp: z.boolean(),
    year: z.int().check(z.minimum(2020), z.maximum(2100)),
    updated_by: updatedBySchema,
  }),
);
export type UpdateProviderBody = z.infer<typeof updateProviderBodySchema>;

/** What the spec 4 duplicate rules look at in a doctor, whether chosen or a search result. */
export interface DoctorIdentity {
  npis: readonly string[];
  presentation_name: string;
  specialty: string;
  address: { street_line_1: string };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec 4: a doctor is not added when one of its NPIs is already chosen, or when a chosen doctor has the
 * same name, specialty and street (the same doctor listed under another NPI). The api and the browser
 * both apply it, so they can never disagree.
 */
export const findSameDoctor = <T extends DoctorIdentity>(chosen: readonly T[], candidate: DoctorIdentity) =>
  chosen.find(
    (p) =>
      p.npis.some((n) => candidate.npis.includes(n)) ||
      (sameText(p.presentation_name, candidate.presentation_name) &&
        sameText(p.specialty, candidate.specialty) &&
        sameText(p.address.street_line_1, candidate.address.street_line_1)),
  );
