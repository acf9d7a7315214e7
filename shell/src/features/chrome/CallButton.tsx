import { telHref } from 'shared-contracts';
import { focusRing, theme } from 'web-kit/theme';
import { chromeMessages as m } from './messages';

/** The agent phone as a tel: link: 'Call now' on mobile, the full line on desktop. */
export const CallButton = ({ phone }: { phone: string }) => (
  <a
    href={telHref(phone)}
    aria-label={m.callLabel(phone)}
    data-testid="call-button"
    css={{
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 48,
      padding: '8px 16px',
      borderRadius: 8,
      background: theme.accent,
      color: '#fff',
      fontWeight: 700,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      [theme.mobile]: { padding: '8px 12px' },
      ...focusRing,
    }}
  >
    <span css={{ [theme.mobile]: { display: 'none' } }}>{m.callDesktop(phone)}</span>
    <span css={{ [theme.desktop]: { display: 'none' } }}>{m.callMobile}</span>
  </a>
);
