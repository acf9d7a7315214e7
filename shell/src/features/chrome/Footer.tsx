import { DEFAULT_LANGUAGE, type Language } from 'shared-contracts';
import { useLanguage, useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { useBreakpoints } from './breakpoints';
import { CallButton } from './CallButton';
import { chromeMessages } from './messages';

const link = { color: '#fff', fontWeight: 600, ...focusRing } as const;

/**
 * Privacy and Terms carry the websiteReferenceID when it is known (spec 2), and a Spanish visit's
 * `lang=es` (the api serves these pages in it; the browser's own Accept-Language may be English).
 */
export const legalHref = (href: string, websiteReferenceId: string | undefined, language: Language) => {
  const query = new URLSearchParams();
  if (websiteReferenceId) query.set('websiteReferenceID', websiteReferenceId);
  if (language !== DEFAULT_LANGUAGE) query.set('lang', language);
  return query.size > 0 ? `${href}?${query}` : href;
};

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
  const language = useLanguage();
  const bp = useBreakpoints();
  return (
    <footer data-testid="site-footer" css={{ background: theme.primaryDark, color: '#fff', padding: 24 }}>
      <div css={{ [bp.desktop]: { display: 'none' }, marginBottom: 16 }}>
        <CallButton phone={phone} />
      </div>
      <nav aria-label={m.legalLinks} css={{ display: 'flex', gap: 24, marginBottom: 12 }}>
        <a css={link} href={legalHref(`${contentBase}/privacy-policy/`, websiteReferenceId, language)}>
          {m.privacy}
        </a>
        <a css={link} href={legalHref(`${contentBase}/terms/`, websiteReferenceId, language)}>
          {m.terms}
        </a>
      </nav>
      <p css={{ margin: 0 }}>{m.copyright(new Date().getFullYear())}</p>
    </footer>
  );
};
