import { telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { commonMessages as m } from './messages';
import { linkCss, theme } from './theme';

/** The agent phone, one tap away on every plan page (also in the chrome-free embedding layout). */
export const CallAgent = () => {
  const { phone } = useHost();
  return (
    <aside
      aria-label="Talk to a licensed agent"
      css={{
        margin: '24px 0',
        padding: '12px 16px',
        borderLeft: `6px solid ${theme.primary}`,
        background: theme.surface,
        '@media print': { display: 'none' },
      }}
    >
      <span>{m.callLine} </span>
      <a href={telHref(phone)} css={{ ...linkCss, whiteSpace: 'nowrap' }} data-testid="page-call-link">
        {m.call(phone)}
      </a>
    </aside>
  );
};
