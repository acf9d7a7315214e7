import { spanish } from 'web-kit/i18n';
/** What a person can do with a plan in any list: pin it, pick it for comparison, enroll in it. */
export const planActionMessages = {
  enroll: 'Enroll',
  enrollIn: (name: string) => `Enroll: ${name}`,
  pin: 'Pin to top',
  unpin: 'Unpin',
  pinFor: (action: string, name: string) => `${action}: ${name}`,
  compare: 'Compare',
  compareFor: (name: string) => `Compare ${name}`,
  compareLimit: 'You can compare up to 3 plans. Remove one to add another.',
  compareSelected: (n: number) => `Compare ${n} selected plan${n === 1 ? '' : 's'}`,
  compareHint: 'Choose 2 or 3 plans to compare them side by side.',
  clearCompare: 'Clear selection',
} as const;

spanish(planActionMessages, () => import('./messages.es'));
