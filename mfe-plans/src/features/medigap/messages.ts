import { MEDIGAP_WORDS, type MedigapCoverage } from 'shared-contracts/domain';
import { spanish } from 'web-kit/i18n';

export const medigapMessages = {
  title: 'Medicare Supplement plans',
  intro:
    'Medigap plans help pay the part of your bills that Original Medicare does not pay. That means your deductible and your share of each bill. Prices depend on your age, gender, tobacco use and where you live.',
  formTitle: 'Get your prices',
  priceIntro:
    'What this plan covers is below. Its monthly price depends on your age, gender and tobacco use: answer these questions to see it.',
  formHelp: 'We only use these answers to show your prices.',
  birthDate: 'Date of birth',
  birthDateHint: 'For example, 04/28/1960',
  gender: 'Gender',
  tobacco: 'Do you use tobacco?',
  coverageStart: 'When do you want your coverage to start?',
  partB: 'When did (or will) your Medicare Part B start?',
  partBHint: 'Most people start at 65. For example, 04/01/2025',
  dateFormat: 'Please enter a valid date (mm/dd/yyyy)',
  submit: 'See my prices',
  submitHint: 'Answer every question to see your prices.',
  quotesFor: (age: number, gender: string, tobacco: boolean) =>
    `Prices for a ${age}-year-old ${gender.toLowerCase()}, ${tobacco ? 'tobacco user' : 'no tobacco'}.`,
  loading: 'Getting your prices…',
  none: 'No Medicare Supplement plans were found for your area. A licensed agent can help you look at other options.',
  monthly: 'Monthly premium',
  perMonth: 'per month',
  planLetter: (l: string) => `Plan ${l}`,
  unavailable: 'Not available to you',
  coverageHeading: 'What this plan pays',
  sortNote: 'Plans with the lowest monthly premium come first.',
  coverage: {
    included: 'Covered',
    'not included': 'Not covered',
    '50%': '50% covered',
    '75%': '75% covered',
  } satisfies Record<MedigapCoverage, string>,
  // Plan-type table
  tableTitle: 'Compare Medicare Supplement plan types',
  tableIntro:
    'Every company gives the same benefits for a plan letter. What differs is the price. This table shows what each plan letter covers.',
  tableCaption: 'What each Medigap plan letter covers and what it may cost each month',
  planColumn: 'Plan',
  rangeColumn: 'Typical monthly premium',
  oopColumn: 'Yearly out-of-pocket limit',
  noLimit: 'No limit needed',
  moreAbout: (l: string) => `More about Plan ${l}`,
  scrollHint: 'Scroll sideways to see every column.',
  range: (min: string, max: string) => `${min}-${max}`,
  notice: 'Note',
  details: 'See plan details',
  changeAnswers: 'Change my answers',
  enroll: 'Enroll in this plan',
  backToPlans: 'Back to plans',
  perYear: (amount: string) => `(${amount} a year)`,
  detailsFor: (name: string) => `See plan details: ${name}`,
  /** The chart's columns and the plan-type records' lines (shared-contracts/domain writes them). */
  coverageWords: MEDIGAP_WORDS,
} as const;

spanish(medigapMessages, () => import('./messages.es'));
