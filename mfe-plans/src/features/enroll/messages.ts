import { spanish } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';

export const enrollMessages = {
  title: 'Enroll',
  intro:
    'Check your details. When you go on, we send them to the insurance company. Then you finish on their secure website.',
  noPlan: 'Choose a plan first, then select Enroll on it.',
  seePlans: 'See plans',
  planHeading: 'The plan you chose',
  carrierAndPremium: (carrier: string, premium: string) => `${carrier} · ${premium}/month`,
  loadingPlan: 'Loading the plan…',
  detailsHeading: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  phoneHint: 'For example, (602) 555-0142',
  email: 'E-mail',
  dateOfBirth: 'Date of birth',
  dateOfBirthHint: 'mm/dd/yyyy, for example 04/28/1960',
  medicareId: 'Medicare number',
  medicareIdHint: 'On your red, white and blue Medicare card: 11 letters and numbers, like 1EG4-TE5-MK73',
  effectiveDate: 'When should your coverage start?',
  zipLine: (zip: string, county: string) => `ZIP code ${zip}, ${county}`,
  submit: 'Continue to the insurance company',
  submitting: 'Sending your details…',
  handingOff: 'Taking you to the insurance company’s page to sign up…',
  fixErrors: (n: number) => `Please fix ${n} ${n === 1 ? 'field' : 'fields'} below.`,
  serverFailed: (phone: string) =>
    `We could not send your enrollment. Nothing you typed was lost. Please try again, or call a licensed insurance agent at ${phoneWithTty(phone)}.`,
  effectiveDateRequired: 'Please choose a start date',
  throughAgent: (agent: string, writingNumber: string, carrier: string) =>
    `Your licensed agent, ${agent}, will handle this enrollment (writing number ${writingNumber} with ${carrier}).`,
} as const;

spanish(enrollMessages, () => import('./messages.es'));
