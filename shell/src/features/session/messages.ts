/** User-visible text of the session's time limit (WCAG 2.2.1: warned before it ends, one key to stay). */
import { spanish } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';

export const sessionMessages = {
  title: 'Do you need more time?',
  body: 'To keep you safe, your visit ends in 2 minutes if you do nothing. Your ZIP code, drugs, doctors and plan choices are kept when you stay.',
  stay: 'Yes, I need more time',
  failed: (phone: string) =>
    `We could not keep your visit open. You can go on, or call a licensed insurance agent at ${phoneWithTty(phone)}.`,
} as const;

spanish(sessionMessages, () => import('./messages.es'));
