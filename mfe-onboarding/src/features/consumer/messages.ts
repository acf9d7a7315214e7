import type { BENEFIT_IMPORTANCE } from 'shared-contracts';
import { spanish } from 'web-kit/i18n';

/** The consumer forms' texts; the name, e-mail and phone fields take theirs from the kit's lead form. */
export const consumerMessages = {
  zip: 'ZIP code',
  zipHint: 'Five digits',
  county: 'County',
  birthDate: 'Date of birth',
  birthDateHint: 'mm/dd/yyyy',
  gender: 'Gender',
  medAB: 'Do you have Medicare Part A and Part B now?',
  partA: 'Part A start date',
  partB: 'Part B start date',
  partHint: 'mm/dd/yyyy. We filled in your 65th birthday; change it if your card shows another date.',
  dateFormat: 'Please enter a date as mm/dd/yyyy',
  effectiveDate: 'When should your new coverage start?',
  smoke: 'Do you use tobacco?',
  importanceLegend: (what: string) => `How important is ${what} to you?`,
  dental: 'dental coverage',
  vision: 'vision coverage',
  drugCoverage: 'prescription drug coverage',
  keepingDoctor: 'keeping your doctors',
  /** The labels of the stored importance values (shared-contracts BENEFIT_IMPORTANCE). */
  importance: {
    'Not important': 'Not important',
    'Somewhat important': 'Somewhat important',
    'Very important': 'Very important',
  } satisfies Record<(typeof BENEFIT_IMPORTANCE)[number], string>,
  anyProgram: 'Any program',
  answersSaveFailed: 'We could not save your answers. They are still here; please try again.',
  detailsSaveFailed: 'We could not save your details. Everything you typed is still here; please try again.',
} as const;

spanish(consumerMessages, () => import('./messages.es'));
