/** Consumer service, no auth: markets, counties and the covered-area check (spec 4, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { NOTICES } from '../notices';
import { zipSchema } from '../validation';
import { cntr, fipsSchema } from './common';

/** Answer of GET /markets for a real ZIP outside the served markets (404). */
export const NOT_SERVED_MESSAGE = NOTICES.notServed;

export const marketsQuerySchema = lazySchema(() =>
  z.object({ zip: zipSchema, fips: z.optional(fipsSchema) }),
);
export const marketPhoneNumbersSchema = lazySchema(() => z.object({ sales: z.string(), tty: z.string() }));
export const marketsResponseSchema = lazySchema(() =>
  z.object({
    zip: z.string(),
    fips: z.string(),
    countyName: z.string(),
    state: z.string(),
    city: z.string(),
    market: z.string(),
    phoneNumbers: marketPhoneNumbersSchema,
  }),
);
export type MarketsResponse = z.infer<typeof marketsResponseSchema>;

export const countyRecordSchema = lazySchema(() =>
  z.object({ countyName: z.string(), countyFIPS: z.string() }),
);
export type County = z.infer<typeof countyRecordSchema>;
export const countiesQuerySchema = lazySchema(() => z.object({ zip: zipSchema }));
/** Every county of the ZIP, the main one first (the ZIP modal preselects the first). */
export const countiesResponseSchema = cntr(z.array(countyRecordSchema));

export const coveredQuerySchema = lazySchema(() =>
  z.object({ zip: zipSchema, fips: z.optional(fipsSchema) }),
);
export const coveredResponseSchema = lazySchema(() =>
  z.object({
    isInPrimaryMarket: z.boolean(),
    isInSecondaryMarket: z.boolean(),
  }),
);
