import { Link } from 'react-router-dom';
import { CallButton } from './CallButton';
import { chromeMessages as m } from './messages';
import { focusRing, theme } from './theme';

export const TopBar = ({ phone, logoLinks = true }: { phone: string; logoLinks?: boolean }) => {
  const logo = (
    <span css={{ fontSize: '1.3rem', fontWeight: 800, color: theme.primary }}>{m.productName}</span>
  );
  return (
    <header
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        padding: '12px 24px',
        borderBottom: `1px solid ${theme.border}`,
        background: '#fff',
        flexWrap: 'wrap',
      }}
    >
      {logoLinks ? (
        <Link to="/" aria-label={m.homeLink} css={{ textDecoration: 'none', ...focusRing }}>
          {logo}
        </Link>
      ) : (
        logo
      )}
      <CallButton phone={phone} />
    </header>
  );
};
