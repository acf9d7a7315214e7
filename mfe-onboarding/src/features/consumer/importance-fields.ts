/** The four importance ratings of the onboarding and the benefit preference each is stored as. */
import { BENEFIT_IMPORTANCE } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { choice } from './fields';

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
