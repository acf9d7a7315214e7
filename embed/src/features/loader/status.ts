import { phoneWithoutTable } from 'shared-contracts/constants';
import { telHref } from 'shared-contracts/tel';
import type { PlanFinderProps } from '../../contract';
import { loaderMessages } from './messages';
import loaderMessagesEs from './messages.es';

/**
 * The loader's own text inside the shadow root while the plan finder loads, or when it cannot: large,
 * plain, and with the agent phone when it failed. Styled through the CSSOM (allowed by any CSP).
 */
export const showStatus = (
  root: ShadowRoot,
  state: 'loading' | 'failed',
  { partner, lang }: Pick<PlanFinderProps, 'partner' | 'lang'>,
) => {
  // Both languages are in the loader (a few hundred bytes): its text shows before any chunk could load.
  const m = lang === 'es' ? loaderMessagesEs : loaderMessages;
  const box = document.createElement('p');
  box.lang = lang;
  box.setAttribute('role', state === 'failed' ? 'alert' : 'status');
  Object.assign(box.style, {
    all: 'initial',
    display: 'block',
    padding: '16px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    fontSize: '18px',
    lineHeight: '1.5',
    color: '#1b1b1b',
  });
  if (state === 'loading') box.textContent = m.loading;
  else {
    const phone = phoneWithoutTable({ partnerId: partner });
    const link = document.createElement('a');
    link.href = telHref(phone);
    link.textContent = phone;
    Object.assign(link.style, { color: '#0b3d91', fontWeight: '700' });
    box.append(`${m.failed} `, link, ` ${m.tty}`);
  }
  root.replaceChildren(box);
};
