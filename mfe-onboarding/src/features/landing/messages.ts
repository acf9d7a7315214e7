import { spanish } from 'web-kit/i18n';
export const landingMessages = {
  title: 'Find your Medicare plan',
  intro: 'Compare all three kinds of Medicare plans near you. Licensed insurance agents help you for free.',
  points: [
    'See the plans available where you live',
    'Check your doctors and drugs against each plan',
    "There's no obligation to enroll",
  ],
  start: 'Get started',
  seePlans: 'See plans',
} as const;

spanish(landingMessages, () => import('./messages.es'));
