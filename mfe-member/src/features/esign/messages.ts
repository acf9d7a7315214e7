import { ESIGN_CONSENT } from 'shared-contracts/api/esign';
import { spanish } from 'web-kit/i18n';

export const esignMessages = {
  title: 'Sign your document',
  intro: 'Please read the whole document below before you sign it.',
  noDocument: 'Please open the link we sent you, or call us, to find the document to sign.',
  consentTitle: ESIGN_CONSENT.title,
  consentText: ESIGN_CONSENT.text,
  consentCheck: 'I agree to do business electronically',
  consentButton: 'Continue',
  consentFailed: 'We could not record your consent. Please try again.',
  documentRegion: (title: string) => `Document: ${title}`,
  signTitle: 'Sign',
  signatureLabel: 'Type your full name to sign',
  signatureHint: (name: string) => `The name on this document is ${name}.`,
  dateLine: (date: string) => `Date: ${date}`,
  sign: 'Sign the document',
  signing: 'Signing…',
  signFailed: 'We could not save your signature. Please try again or call us.',
  signedTitle: 'Signed',
  signedLine: (name: string, at: string) => `Signed by ${name} on ${at}.`,
  downloadPdf: 'Download your signed copy (PDF)',
  downloadFailed: 'We could not download the signed copy. Please try again.',
  superseded: 'This version of the document was replaced by a newer one and can no longer be signed.',
} as const;

spanish(esignMessages, () => import('./messages.es'));
