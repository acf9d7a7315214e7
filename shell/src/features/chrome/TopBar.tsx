import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { useBreakpoints } from './breakpoints';
import { CallButton } from './CallButton';
import { LanguageSwitch } from './LanguageSwitch';
import { chromeMessages } from './messages';

export interface TopBarProps {
  phone: string;
  logoLinks: boolean;
  hours: string | null;
  /** The co-brand's extra logo (spec 1, site id USN). */
  coBrand: { src: string; alt: string } | null;
  brandColor: string | null;
  /** `prerendered`: in the build's HTML, where a tap is kept by the page's inline script (drawer/early-menu). */
  menu: { open: boolean; toggle: () => void; prerendered?: boolean } | null;
}

export const TopBar = ({ phone, logoLinks, hours, coBrand, brandColor, menu }: TopBarProps) => {
  const m = useMessages(chromeMessages);
  const bp = useBreakpoints();
  // The hours and the empty line they come over share one grid cell (below).
  const hoursCss = {
    color: theme.muted,
    fontSize: '0.9rem',
    gridArea: '1 / 1',
    textAlign: 'right',
    textWrap: 'balance',
  } as const;
  const logo = (
    <span
      css={{
        fontSize: '1.3rem',
        fontWeight: 800,
        color: brandColor ?? theme.primary,
        // The Spanish name ("Buscador de planes de Medicare") takes two lines at 390 px in this size.
        [bp.mobile]: { fontSize: '0.95rem' },
      }}
    >
      {m.productName}
    </span>
  );
  // On a phone the name takes what room is left (its words wrap), so the bar wraps only when even its
  // narrowest form leaves no room for the call button: then the button goes whole to a line of its own.
  const logoCss = { [bp.mobile]: { flex: '1 1 0' } };
  return (
    <header
      data-testid="site-header"
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '12px 24px',
        borderBottom: `4px solid ${brandColor ?? theme.primary}`,
        background: '#fff',
        flexWrap: 'wrap',
        [bp.mobile]: { padding: '8px 10px', gap: 6 },
      }}
    >
      {menu && (
        <button
          type="button"
          aria-expanded={menu.open}
          aria-controls="step-drawer"
          onClick={menu.toggle}
          data-testid="menu-button"
          data-prerendered-menu={menu.prerendered || undefined}
          css={{
            [bp.desktop]: { display: 'none' },
            minHeight: 48,
            minWidth: 48,
            // Its label whole: in the phone's one-line bar the product name beside it would squeeze it.
            flexShrink: 0,
            padding: '0 10px',
            [bp.mobile]: { padding: '0 8px' },
            fontSize: '1rem',
            fontWeight: 700,
            background: '#fff',
            border: `2px solid ${theme.primary}`,
            borderRadius: 8,
            color: theme.primary,
            cursor: 'pointer',
            ...focusRing,
          }}
        >
          {menu.open ? m.closeMenu : m.menu}
        </button>
      )}
      {logoLinks ? (
        <Link to="/" aria-label={m.homeLink} css={{ textDecoration: 'none', ...focusRing, ...logoCss }}>
          {logo}
        </Link>
      ) : (
        <span css={logoCss}>{logo}</span>
      )}
      {coBrand && (
        <img
          data-testid="co-brand"
          src={coBrand.src}
          alt={m.coBrand(coBrand.alt)}
          height={40}
          css={{ height: 40, width: 'auto', borderLeft: `2px solid ${theme.border}`, paddingLeft: 12 }}
        />
      )}
      {/* On a phone whose page has a menu, the switch is in the drawer: the bar has no room. */}
      <LanguageSwitch
        css={{ [bp.desktop]: { marginLeft: 'auto' }, ...(menu ? { [bp.mobile]: { display: 'none' } } : {}) }}
      />
      {/* On a wide screen the call button takes the room left beside the name and the switch, up to its
          one-line width, and wraps its words inside when that is less (the Spanish line at 1280 px)
          instead of dropping to a row of its own; it drops only when the room left is under 22rem, where
          the line would stand in three lines or more. */}
      <div
        css={{
          display: 'flex',
          justifyContent: 'flex-end',
          marginLeft: 'auto',
          [bp.desktop]: { flex: '1 1 0', maxWidth: 'max-content', minWidth: 'min(100%, 22rem)' },
        }}
      >
        <CallButton phone={phone} />
      </div>
      {/* The hours have a row of their own under the bar's, right-aligned under the button but as wide as
          the bar: in the button's column the Spanish hours (twice the English) widened it and pushed it
          to its own row. The hours' line is kept, empty, until the site options answer (and in the
          prerendered page, which has none): added with them, it made the header taller and pushed the
          whole page down, a layout shift of 0.0195 at 1280x720 (issue 10). The hours come as a new
          element over the empty line, in the same grid cell: nothing that was on screen moves. */}
      <div
        data-testid="hours-line"
        css={{
          display: 'grid',
          justifyItems: 'end',
          flexBasis: '100%',
          // Under the button as before: the bar's row gap (16) less the 4 that were between them.
          marginTop: -12,
          [bp.mobile]: { display: 'none' },
        }}
      >
        <span aria-hidden="true" css={hoursCss}>
          {'\u00a0'}
        </span>
        {hours && (
          <span data-testid="operation-hours" css={hoursCss}>
            {m.hours(hours)}
          </span>
        )}
      </div>
    </header>
  );
};
