import { MEMBER_MESSAGES } from 'shared-contracts/api/member';
import { spanish } from 'web-kit/i18n';

export const accessMessages = {
  title: 'Your member pages',
  opening: 'Opening your member pages…',
  linkInvalid: MEMBER_MESSAGES.linkInvalid,
  needLink:
    'To see your member pages, please open the link in the message we sent you. If you cannot find it, call us and we will send a new one.',
  landingIntro: 'Your information, your meeting with a licensed agent, and what to have ready.',
  noOpportunity: 'We could not find your meeting details. Please call us.',
} as const;

spanish(accessMessages, () => import('./messages.es'));
