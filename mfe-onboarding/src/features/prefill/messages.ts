import { spanish } from 'web-kit/i18n';
export const prefillMessages = {
  title: 'Welcome back',
  notFound: 'We could not find your saved details. You can start here instead.',
  start: 'Get started',
} as const;

spanish(prefillMessages, () => import('./messages.es'));
