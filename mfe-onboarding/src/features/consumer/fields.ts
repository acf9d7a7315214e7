/**
 * The consumer fields of spec 3 with the spec 5 rules, one module per step (a step's chunk carries its own
 * rules only): the ZIP, the name and the contact here; the Medicare step's in `medicare-fields.ts`, the
 * importance ratings in `importance-fields.ts`.
 */
import { emailSchema, MESSAGES, phoneSchema, requiredTextSchema, zipSchema } from 'shared-contracts';
import { z } from 'shared-contracts/zod';

/** The county is preselected (the first) and required only when the ZIP has more than one (spec 4, 5). */
export const zipStepSchema = z.object({ zip: zipSchema, fips: z.string() });
export const nameSchema = z.object({ firstName: requiredTextSchema, lastName: requiredTextSchema });
export const contactSchema = z.object({ emailAddress: emailSchema, phoneNumber: phoneSchema });

/** One of `values`, with the spec 5 "Required" while none is chosen. */
export const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: () => MESSAGES.required });
