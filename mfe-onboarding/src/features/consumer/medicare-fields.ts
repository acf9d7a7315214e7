/** The Medicare step's fields (spec 3) with the spec 5 rules. */
import { birthDateSchema, MESSAGES, parseUsDate } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { choice } from './fields';
import { consumerMessages as m } from './messages';

const usDateSchema = z.string().check(
  z.trim(),
  z.minLength(1, MESSAGES.required),
  z.refine((v) => parseUsDate(v) !== null, m.dateFormat),
);

export const medicareSchema = z
  .object({
    dateOfBirth: birthDateSchema(),
    gender: choice(['Male', 'Female']),
    smoke: z.boolean({ error: () => MESSAGES.required }),
    medAB: choice(['Yes', 'No']),
    partAEffectiveDate: z.string(),
    partBEffectiveDate: z.string(),
    /** YYYY-MM-DD, the first of a month. */
    effectiveDate: z.iso.date(),
  })
  .check(
    z.superRefine((v, ctx) => {
      // The Part A and B dates are asked only of someone who has Medicare now.
      if (v.medAB !== 'Yes') return;
      for (const key of ['partAEffectiveDate', 'partBEffectiveDate'] as const) {
        const r = usDateSchema.safeParse(v[key]);
        if (!r.success) ctx.addIssue({ code: 'custom', path: [key], message: r.error.issues[0]!.message });
      }
    }),
  );
