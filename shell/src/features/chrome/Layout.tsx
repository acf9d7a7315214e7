import type { ReactNode } from 'react';
import type { LayoutKind, RouteDef } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { Footer } from './Footer';
import { chromeMessages as m } from './messages';
import { TopBar } from './TopBar';
import { focusRing, theme } from './theme';

const noLogoLink = (path: string) => path.startsWith('/quiz/') || path.startsWith('/onboarding/');

/** Picks the chrome for a route's layout kind: embedding has none, the rest have bar and footer. */
export const Layout = ({
  route,
  children,
}: {
  route: Pick<RouteDef, 'layout' | 'path'>;
  children: ReactNode;
}) => {
  const host = useHost();
  const kind: LayoutKind = route.layout;
  if (kind === 'embedding') return <main id="main">{children}</main>;
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', color: theme.text }}>
      <a
        href="#main"
        css={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 10, background: '#fff', padding: 12 },
          ...focusRing,
        }}
      >
        {m.skipToContent}
      </a>
      <TopBar phone={host.phone} logoLinks={!noLogoLink(route.path)} />
      <main
        id="main"
        tabIndex={-1}
        css={{
          flex: 1,
          padding: '24px',
          maxWidth: 1200,
          width: '100%',
          margin: '0 auto',
          boxSizing: 'border-box',
        }}
      >
        {children}
      </main>
      <Footer phone={host.phone} contentBase={host.config.services.content} />
    </div>
  );
};
