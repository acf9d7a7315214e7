/** Consumer service GET /consumer-prefill/{id}, no auth: prefill records that agents create (spec 6, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { uuidSchema } from './common';

export const prefillParamsSchema = lazySchema(() => z.object({ id: uuidSchema }));
/** Empty values are left out (spec 5: prefill data ignores empty values). */
export const consumerPrefillSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
    emailAddress: z.optional(z.string()),
    phoneNumber: z.optional(z.string()),
    dateOfBirth: z.optional(z.string()),
    gender: z.optional(z.string()),
    zip: z.optional(z.string()),
    fips: z.optional(z.string()),
    countyName: z.optional(z.string()),
    partAEffectiveDate: z.optional(z.string()),
    partBEffectiveDate: z.optional(z.string()),
    agentUuid: z.optional(z.string()),
  }),
);
export type ConsumerPrefill = z.infer<typeof consumerPrefillSchema>;
