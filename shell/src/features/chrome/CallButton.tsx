import { telHref } from 'shared-contracts';
import { useMessages } from 'web-kit/i18n';
import { buttonCss, theme, visuallyHidden } from 'web-kit/theme';
import { useBreakpoints } from './breakpoints';
import { chromeMessages } from './messages';

/**
 * The agent phone as a tel: link: 'Call now' on mobile, the full line on desktop. No aria-label: the
 * accessible name is the visible text (WCAG 2.5.3), and on mobile the number follows for screen readers.
 */
export const CallButton = ({ phone }: { phone: string }) => {
  const m = useMessages(chromeMessages);
  const bp = useBreakpoints();
  return (
    <a
      href={telHref(phone)}
      data-testid="call-button"
      // The kit's button, in the accent colour: the phone is the one call to action in red.
      css={{
        ...buttonCss,
        padding: '8px 16px',
        borderColor: theme.accent,
        background: theme.accent,
        // The long desktop line may wrap inside the button (the Spanish line beside the name, a 640 px
        // window, 200% zoom) rather than cut it: in lines of even length, not the phone's TTY alone.
        textAlign: 'center',
        textWrap: 'balance',
        '&:hover': { background: theme.bad },
        [bp.mobile]: { padding: '8px 10px' },
      }}
    >
      <span css={{ [bp.mobile]: { display: 'none' } }}>{m.callDesktop(phone)}</span>
      <span css={{ [bp.desktop]: { display: 'none' } }}>
        {m.callMobile}
        <span css={visuallyHidden}>{m.callMobileNumber(phone)}</span>
      </span>
    </a>
  );
};
