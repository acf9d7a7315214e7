import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { RouteDef } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { focusRing, theme } from 'web-kit/theme';
import { BreakpointsContext, breakpointsFor, chromeMessages, Footer, TopBar } from '../chrome';
import { DisclaimerSection } from '../disclaimers';
import { Drawer, drawerSteps, MobileStepBar, takeEarlyMenuTap } from '../drawer';
import { useShell } from '../host';
import { OfflineBanner, SessionLoading } from '../robustness';
import { LocationStrip, ZipModal } from '../zip-modal';

/**
 * An empty marker right after the page's <main>: the first frame waits for it (tooling/index.html's
 * `<link rel="expect" href="#main-end" blocking="render">`). Chromium lets a frame through as soon as the
 * expected element is inserted, its start tag parsed, not when its end tag is: expecting <main> itself
 * let a frame show the page half-built when the parser paused inside it (e2e/tests/shell/first-paint.spec.ts).
 */
const MainEnd = () => <span id="main-end" hidden />;

/** The chrome of a route (spec 2), as its route table entry declares it. */
export const Layout = ({
  route,
  children,
}: {
  route: Pick<RouteDef, 'layout' | 'chrome'>;
  children: ReactNode;
}) => {
  const m = useMessages(chromeMessages);
  const host = useHost();
  const { app, partner, coBrandLogo, prerendered } = useShell();
  const path = useLocation().pathname;
  const params = useParams();
  const { chrome } = route;
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [path]);
  // A Menu tap on the prerendered page, before the app was live, opens the drawer now (drawer/early-menu).
  useEffect(() => {
    if (!prerendered && takeEarlyMenuTap()) setMenuOpen(true);
  }, [prerendered]);

  if (route.layout === 'embedding')
    return (
      <>
        <main id="main">{children}</main>
        <MainEnd />
      </>
    );

  const steps = drawerSteps(chrome.drawerSteps, params, m.stepNames, app.attribution.campaignId);
  const current = chrome.drawerSteps.current;
  const bp = breakpointsFor(route.layout);

  return (
    <BreakpointsContext.Provider value={bp}>
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
        <OfflineBanner />
        <TopBar
          phone={host.phone}
          logoLinks={chrome.logoLinksHome}
          hours={host.operationHours}
          coBrand={coBrandLogo}
          brandColor={partner?.colors.primary ?? null}
          menu={
            chrome.menuButton
              ? { open: menuOpen, toggle: () => setMenuOpen((o) => !o), prerendered: !!prerendered }
              : null
          }
        />
        {chrome.loadingModal && <SessionLoading />}
        {chrome.zipModal && <LocationStrip />}
        {chrome.drawerSteps.flow === 'pre-meeting' && <MobileStepBar steps={steps} current={current} />}
        <div css={{ flex: 1, display: 'flex', [bp.mobile]: { flexDirection: 'column' } }}>
          {chrome.drawer && (
            <Drawer
              steps={steps}
              current={current}
              navigable={chrome.drawerSteps.navigable}
              open={menuOpen}
            />
          )}
          <main
            id="main"
            tabIndex={-1}
            css={{
              flex: 1,
              // A flex item is at least as wide as its content by default: one wide line would widen the
              // whole page at 320 px (400% zoom) instead of wrapping or scrolling in its own region.
              minWidth: 0,
              // Room for the page while its remote loads, so the footer does not jump (layout shift).
              minHeight: '100vh',
              padding: 24,
              maxWidth: 1200,
              width: '100%',
              margin: '0 auto',
              boxSizing: 'border-box',
              [bp.mobile]: { padding: 16 },
            }}
          >
            {children}
          </main>
          <MainEnd />
        </div>
        {chrome.disclaimers && <DisclaimerSection />}
        {chrome.footer && (
          <Footer
            phone={host.phone}
            contentBase={host.config.services.content}
            websiteReferenceId={host.session?.websiteReferenceId}
          />
        )}
        {chrome.zipModal && <ZipModal />}
      </div>
    </BreakpointsContext.Provider>
  );
};
