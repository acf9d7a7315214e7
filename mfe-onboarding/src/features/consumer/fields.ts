import {
  BENEFIT_IMPORTANCE,
  birthDateSchema,
  emailSchema,
  MESSAGES,
  parseUsDate,
  phoneSchema,
  requiredTextSchema,
  zipSchema,
} from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { consumerMessages as m } from './messages';

/** The county is preselected (the first) and required only when the ZIP has more than one (spec 4, 5). */
export const zipStepSchema = z.object({ zip: zipSchema, fips: z.string() });
export const nameSchema = z.object({ firstName: requiredTextSchema, lastName: requiredTextSchema });
export const contactSchema = z.object({ emailAddress: emailSchema, phoneNumber: phoneSchema });

const usDateSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .refine((v) => parseUsDate(v) !== null, m.dateFormat);
const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: () => MESSAGES.required });

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
  .superRefine((v, ctx) => {
    // The Part A and B dates are asked only of someone who has Medicare now.
    if (v.medAB !== 'Yes') return;
    for (const key of ['partAEffectiveDate', 'partBEffectiveDate'] as const) {
      const r = usDateSchema.safeParse(v[key]);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [key], message: r.error.issues[0]!.message });
    }
  });

export const IMPORTANCE_KEYS = ['dental', 'vision', 'drugCoverage', 'keepingDoctor'] as const;
export type ImportanceKey = (typeof IMPORTANCE_KEYS)[number];
export const importanceSchema = z.object(
  Object.fromEntries(IMPORTANCE_KEYS.map((k) => [k, choice(BENEFIT_IMPORTANCE)])) as Record<
    ImportanceKey,
    ReturnType<typeof choice<(typeof BENEFIT_IMPORTANCE)[number]>>
  >,
);

/** The benefit each importance rating is stored as (spec 3 benefit preferences). */
export const IMPORTANCE_BENEFIT = {
  dental: 'additionalDentalServices',
  vision: 'visionAidCoverage',
  drugCoverage: 'prescriptionDrugCoverage',
  keepingDoctor: 'keepingSameDoctor',
} as const satisfies Record<ImportanceKey, string>;
