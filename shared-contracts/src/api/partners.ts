/** Partners service GET /partners/{id}, behind a bearer token (spec 1, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

export const partnerParamsSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Invalid partner id')),
  }),
);
export const partnerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    salesforceId: z.string(),
    name: z.string(),
    url: z.string(),
    colors: z.object({ primary: z.string(), secondary: z.nullable(z.string()) }),
    /** The partner's own site phone number, when it has one (spec 9). */
    phoneNumber: z.nullable(z.string()),
    /** The partner's logo for co-branded pages, with its text alternative (spec 1: USN's extra logo). */
    logo: z.nullable(z.object({ src: z.string(), alt: z.string() })),
  }),
);
export type Partner = z.infer<typeof partnerSchema>;
