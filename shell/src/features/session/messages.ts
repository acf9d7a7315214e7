/** User-visible text of the time limits of the session and of a member's access (WCAG 2.2.1: warned before it ends, one key to stay). */
import { spanish } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';

export const sessionMessages = {
  title: 'Do you need more time?',
  body: 'To keep you safe, your visit ends in 2 minutes if you do nothing. Your ZIP code, drugs, doctors and plan choices are kept when you stay.',
  stay: 'Yes, I need more time',
  failed: (phone: string) =>
    `We could not keep your visit open. You can go on, or call a licensed insurance agent at ${phoneWithTty(phone)}.`,
  memberBody:
    'To keep your account safe, your access ends in 2 minutes if you do nothing. What you typed is kept when you stay.',
  memberFailed: (phone: string) =>
    `We could not keep your access open. Open the link from your agent again, or call a licensed insurance agent at ${phoneWithTty(phone)}.`,
} as const;

spanish(sessionMessages, () => import('./messages.es'));
