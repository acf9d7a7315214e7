import { CallButton } from './CallButton';
import { chromeMessages as m } from './messages';
import { focusRing, theme } from './theme';

const link = { color: '#fff', fontWeight: 600, ...focusRing } as const;

export const Footer = ({ phone, contentBase }: { phone: string; contentBase: string }) => (
  <footer css={{ background: theme.primaryDark, color: '#fff', padding: '24px', marginTop: 48 }}>
    <div css={{ [theme.desktop]: { display: 'none' }, marginBottom: 16 }}>
      <CallButton phone={phone} />
    </div>
    <nav aria-label="Legal" css={{ display: 'flex', gap: 24, marginBottom: 12 }}>
      <a css={link} href={`${contentBase}/privacy-policy/`}>
        {m.privacy}
      </a>
      <a css={link} href={`${contentBase}/terms/`}>
        {m.terms}
      </a>
    </nav>
    <p css={{ margin: 0 }}>{m.copyright(new Date().getFullYear())}</p>
  </footer>
);
