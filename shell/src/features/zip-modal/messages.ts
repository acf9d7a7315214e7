import { spanish } from 'web-kit/i18n';

export const zipMessages = {
  prompt: 'Please enter your ZIP code so we can show you Medicare plans available in your area.',
  year: (year: number) => `You will see plans for ${year}.`,
  zipLabel: 'ZIP code',
  countyLabel: 'County',
  submit: 'Submit',
  saving: 'Checking your area…',
  close: 'Close',
} as const;

spanish(zipMessages, () => import('./messages.es'));
