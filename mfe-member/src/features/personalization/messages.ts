import type { BENEFIT_NAMES } from 'shared-contracts/api/session';
import { spanish } from 'web-kit/i18n';

type BenefitName = (typeof BENEFIT_NAMES)[number];

export const personalizationMessages = {
  title: 'Personalization',
  intro:
    'Your licensed agent uses these to find plans that fit you. They are your drugs, doctors and pharmacies, and the benefits that matter most to you.',
  drugsTitle: 'Your drugs',
  noDrugs: 'You have not added any drugs.',
  drugLine: (label: string, quantity: number) => `${label}, quantity ${quantity}`,
  doctorsTitle: 'Your doctors',
  noDoctors: 'You have not added any doctors.',
  primaryCare: 'Primary care doctor',
  pharmaciesTitle: 'Your pharmacies',
  noPharmacies: 'You have not added any pharmacies.',
  mailOrder: 'Mail order',
  benefitsTitle: 'Benefits that matter to you',
  noBenefits: 'You have not told us which benefits matter to you.',
  tellAgent: 'To change any of these, tell your agent in your meeting or call us.',
  back: 'Back: Your Information',
  next: 'Next: Next steps',
  benefits: {
    hearingAidCoverage: 'Hearing aids',
    visionAidCoverage: 'Glasses and contact lenses',
    additionalDentalServices: 'Dental care',
    overTheCounterDrugReimbursement: 'Over-the-counter items',
    transportationReimbursement: 'Rides to appointments',
    telemedicine: 'Doctor visits by phone or video',
    fitnessProgram: 'Fitness program',
    keepingSameDoctor: 'Keeping my doctors',
    prescriptionDrugCoverage: 'Prescription drug coverage',
  } satisfies Record<BenefitName, string>,
} as const;

spanish(personalizationMessages, () => import('./messages.es'));
