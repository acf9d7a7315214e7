/** Consumer service GET /consumer-prefill/{id}, no auth: prefill records that agents create (spec 6, 7). */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { uuidSchema } from './common';

export const prefillParamsSchema = lazySchema(() => z.object({ id: uuidSchema }));
/** Empty values are left out (spec 5: prefill data ignores empty values). */
export const consumerPrefillSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    emailAddress: z.string().optional(),
    phoneNumber: z.string().optional(),
    dateOfBirth: z.string().optional(),
    gender: z.string().optional(),
    zip: z.string().optional(),
    fips: z.string().optional(),
    countyName: z.string().optional(),
    partAEffectiveDate: z.string().optional(),
    partBEffectiveDate: z.string().optional(),
    agentUuid: z.string().optional(),
  }),
);
export type ConsumerPrefill = z.infer<typeof consumerPrefillSchema>;
