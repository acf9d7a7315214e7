import { spanish } from 'web-kit/i18n';
export const zipCheckMessages = {
  title: 'Check your ZIP code',
  intro: 'Find out whether our licensed agents can help you where you live.',
  check: 'Check my ZIP code',
  primary: (zip: string) =>
    `Good news: we serve ZIP code ${zip}. A licensed agent can help you compare plans.`,
  secondary: (zip: string) =>
    `We serve ZIP code ${zip} through our partner network. A licensed agent can still help you compare plans.`,
  seePlans: 'See plans in my area',
  checking: 'Checking…',
} as const;

spanish(zipCheckMessages, () => import('./messages.es'));
