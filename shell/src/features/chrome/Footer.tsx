import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { useBreakpoints } from './breakpoints';
import { CallButton } from './CallButton';
import { chromeMessages } from './messages';

const link = { color: '#fff', fontWeight: 600, ...focusRing } as const;

/** Privacy and Terms carry the websiteReferenceID when it is known (spec 2). */
export const withReference = (href: string, websiteReferenceId: string | undefined) =>
  websiteReferenceId ? `${href}?websiteReferenceID=${encodeURIComponent(websiteReferenceId)}` : href;

export const Footer = ({
  phone,
  contentBase,
  websiteReferenceId,
}: {
  phone: string;
  contentBase: string;
  websiteReferenceId?: string | undefined;
}) => {
  const m = useMessages(chromeMessages);
  const bp = useBreakpoints();
  return (
    <footer data-testid="site-footer" css={{ background: theme.primaryDark, color: '#fff', padding: 24 }}>
      <div css={{ [bp.desktop]: { display: 'none' }, marginBottom: 16 }}>
        <CallButton phone={phone} />
      </div>
      <nav aria-label="Legal" css={{ display: 'flex', gap: 24, marginBottom: 12 }}>
        <a css={link} href={withReference(`${contentBase}/privacy-policy/`, websiteReferenceId)}>
          {m.privacy}
        </a>
        <a css={link} href={withReference(`${contentBase}/terms/`, websiteReferenceId)}>
          {m.terms}
        </a>
      </nav>
      <p css={{ margin: 0 }}>{m.copyright(new Date().getFullYear())}</p>
    </footer>
  );
};
