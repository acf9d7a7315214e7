import { PRODUCT_NAME } from 'shared-contracts';
import { spanish } from 'web-kit/i18n';

export const partnerMessages = {
  formTitle: (partner: string | null) =>
    partner ? `${partner} and ${PRODUCT_NAME}: talk with a licensed agent` : 'Talk with a licensed agent',
  formIntro:
    'Tell us how to reach you. A licensed insurance agent will call you to go over Medicare plans near you. There is no cost and no obligation to enroll.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone number',
  zip: 'ZIP code',
  submit: 'Submit',
  sending: 'Sending…',
  failed: 'We could not send your details. Nothing you typed is lost: please try again, or call us.',
  thankYouTitle: 'Thank you',
  thankYouIntro: (partner: string | null) =>
    partner
      ? `Thank you for reaching ${PRODUCT_NAME} through ${partner}. We have your details.`
      : `Thank you for reaching ${PRODUCT_NAME}. We have your details.`,
  nextTitle: 'What happens next',
  next: [
    'A licensed insurance agent will call you, most often within one business day.',
    'They will ask about your drugs, doctors and pharmacy, and explain the plans in your area.',
    'There is no cost and no obligation to enroll.',
  ],
  scheduleInstead: 'Or pick a time for the call yourself',
  partnerBand: (partner: string) => `In partnership with ${partner}`,
} as const;

spanish(partnerMessages, () => import('./messages.es'));
