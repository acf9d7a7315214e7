import { SOA_PRODUCT_LABELS } from 'shared-contracts/api/scope-of-appointment';
import { spanish } from 'web-kit/i18n';
export const soaMessages = {
  products: SOA_PRODUCT_LABELS,
  title: 'Scope of appointment',
  intro:
    'Medicare requires us to record, before your meeting, which kinds of plans you want to talk about. The agent will discuss only the products you choose. This does not enroll you in any plan, and you can change your mind.',
  productsLegend: 'Which products do you want to discuss? Choose all that apply.',
  chooseProduct: 'Choose at least one product',
  beneficiaryTitle: 'The person with Medicare',
  firstName: 'First name',
  lastName: 'Last name',
  signerLegend: 'Who is filling in this form?',
  signerBeneficiary: 'I am the person with Medicare',
  signerRepresentative: 'I am their authorized representative',
  repName: 'Your full name',
  repRelationship: 'How you are related to the person with Medicare',
  continue: 'Continue to sign',
  failed: 'We could not save your choices. Nothing you chose is lost: please try again.',
  confirmationTitle: 'Scope of appointment confirmed',
  confirmationIntro: 'Thank you. Your scope of appointment is signed and saved before your meeting.',
  confirmationNext:
    'Your licensed agent will talk with you only about the products you chose. You can ask for a copy at any time.',
  downloadPdf: 'Download your signed copy (PDF)',
  downloadFailed: 'We could not download the signed copy. Please try again.',
  backToMember: 'Back to your member pages',
} as const;

spanish(soaMessages, () => import('./messages.es'));
