/** Consumer service: the session's saved provider-network locations (spec 3, 6, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { cntr, requiredText, shortText, updatedBySchema, uuidSchema } from './common';

export const savedLocationProviderSchema = lazySchema(() =>
  z.object({
    npi: z.string().check(z.regex(/^\d{10}$/, 'An NPI has 10 digits')),
    name: z.optional(shortText(200)),
  }),
);
export const sessionLocationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    locationId: z.string(),
    updatedBy: z.string(),
    providers: z.array(savedLocationProviderSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type SessionLocation = z.infer<typeof sessionLocationSchema>;

export const sessionLocationCreateBodySchema = lazySchema(() =>
  z.object({
    locationId: requiredText(64),
    updatedBy: updatedBySchema,
    providers: z._default(z.array(savedLocationProviderSchema).check(z.maxLength(100)), []),
  }),
);
export const sessionLocationUpdateBodySchema = lazySchema(() =>
  z.object({
    id: uuidSchema,
    locationId: z.optional(requiredText(64)),
    updatedBy: updatedBySchema,
    providers: z.optional(z.array(savedLocationProviderSchema).check(z.maxLength(100))),
  }),
);
export const sessionLocationParamsSchema = lazySchema(() => z.object({ id: uuidSchema }));
export const sessionLocationListSchema = cntr(z.array(sessionLocationSchema));
