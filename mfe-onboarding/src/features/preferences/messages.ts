import type { BenefitName } from 'shared-contracts/api/session';
import { spanish } from 'web-kit/i18n';

export const preferencesMessages = {
  title: 'Your benefit preferences',
  intro: 'Tell us what matters to you. We rank the plans so the best match for you comes first.',
  labels: {
    hearingAidCoverage: 'Hearing aid coverage',
    visionAidCoverage: 'Vision coverage (glasses, contacts)',
    additionalDentalServices: 'Extra dental services',
    overTheCounterDrugReimbursement: 'Allowance for over-the-counter items',
    transportationReimbursement: 'Rides to medical appointments',
    telemedicine: 'Doctor visits by phone or video',
    fitnessProgram: 'Fitness program',
    keepingSameDoctor: 'Keeping the doctors I see now',
    prescriptionDrugCoverage: 'Prescription drug coverage',
  } satisfies Record<BenefitName, string>,
  noAnswer: 'No answer',
  save: 'Save my preferences',
  saved: 'Saved. The plans are now ranked by what matters to you.',
  failed: 'We could not save your preferences. Your choices are still here; please try again.',
  seePlans: 'See your plans',
} as const;

spanish(preferencesMessages, () => import('./messages.es'));
