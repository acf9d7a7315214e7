import { spanish } from 'web-kit/i18n';
import { loaderMessages, loaderMessagesInSpanish } from '../loader';

export const embedMessages = {
  zipTitle: 'Find Medicare plans in your area',
  zipPrompt: 'Please enter your ZIP code so we can show you Medicare plans available in your area.',
  zipLabel: 'ZIP code',
  submit: 'Submit',
  checking: 'Checking your ZIP code…',
  unknownZip: (zip: string) => `We could not find ${zip}. Please check the ZIP code and try again.`,
  outsideTitle: 'This page is not part of the plan finder here',
  outsideBody: 'A licensed insurance agent can help you with it.',
  backToPlans: 'Back to the plans',
  regionLabel: 'Medicare plan finder',
} as const;

spanish(embedMessages, () => import('./messages.es'));
// The loader's own text is registered here, on the app's side: the loader (a few kB, no React) cannot
// take the kit's i18n module, so it carries both of its languages itself (features/loader/status.ts).
// Imported when Spanish is chosen, like every other catalogue's: a static import put the app's whole
// Spanish chunk (2.1 kB gzip) on every English partner page.
spanish(loaderMessages, loaderMessagesInSpanish);
