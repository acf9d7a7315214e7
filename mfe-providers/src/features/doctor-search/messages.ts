import { spanish } from 'web-kit/i18n';
export const doctorSearchMessages = {
  title: 'Find your doctors',
  intro:
    'Add the doctors you want to keep. Plans then show whether each doctor is in their network. You can mark one as your primary care doctor.',
  seePlans: 'See plans with your doctors',
} as const;

spanish(doctorSearchMessages, () => import('./messages.es'));
