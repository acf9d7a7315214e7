import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type RouteDef, USN_SITE_ID } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { DisclaimerSection, showsDisclaimers } from '../disclaimers/DisclaimerSection';
import { Drawer, MobileStepBar } from '../drawer/Drawer';
import {
  currentMainStep,
  currentPreMeetingStep,
  isDrawerHidden,
  mainSteps,
  preMeetingBase,
  preMeetingSteps,
  stepsNavigate,
} from '../drawer/steps';
import { useShell } from '../host/shell-context';
import { OfflineBanner, SessionLoading } from '../robustness/StatusBanners';
import { LocationStrip } from '../zip-modal/LocationStrip';
import { ZipModal, zipModalAllowed } from '../zip-modal/ZipModal';
import { Footer } from './Footer';
import { chromeMessages as m } from './messages';
import { TopBar } from './TopBar';
import { focusRing, theme } from './theme';

const noLogoLink = (path: string) => path.startsWith('/quiz/') || path.startsWith('/onboarding/');
const noMenu = (path: string, kind: RouteDef['layout']) =>
  path.startsWith('/quiz/') || path.startsWith('/partner/') || kind === 'pre-meeting';

/** Picks the chrome for a route's layout (spec 2): default, pre-meeting, embedding, transactional, session-managed. */
export const Layout = ({
  route,
  children,
}: {
  route: Pick<RouteDef, 'layout' | 'path'>;
  children: ReactNode;
}) => {
  const host = useHost();
  const { app, partner } = useShell();
  const path = useLocation().pathname;
  const kind = route.layout;
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [path]);

  if (kind === 'embedding') return <main id="main">{children}</main>;

  const preMeetingStepBase = kind === 'pre-meeting' ? preMeetingBase(path) : null;
  const steps = preMeetingStepBase
    ? preMeetingSteps(preMeetingStepBase)
    : mainSteps(app.attribution.campaignId);
  const current = preMeetingStepBase ? currentPreMeetingStep(path) : currentMainStep(path);
  const withDrawer = (kind === 'default' || kind === 'pre-meeting') && !isDrawerHidden(path);
  const isDefault = kind === 'default';
  const coBrand = app.attribution.allId === USN_SITE_ID ? (partner?.name ?? 'USN') : null;

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
      <OfflineBanner />
      <TopBar
        phone={host.phone}
        logoLinks={!noLogoLink(path)}
        hours={host.operationHours}
        coBrand={coBrand}
        brandColor={partner?.colors.primary ?? null}
        menu={
          withDrawer && !noMenu(path, kind) ? { open: menuOpen, toggle: () => setMenuOpen((o) => !o) } : null
        }
      />
      {kind !== 'transactional' && !path.startsWith('/onboarding/') && <SessionLoading />}
      {isDefault && zipModalAllowed(path) && <LocationStrip />}
      {kind === 'pre-meeting' && preMeetingStepBase && <MobileStepBar steps={steps} current={current} />}
      <div css={{ flex: 1, display: 'flex', [theme.mobile]: { flexDirection: 'column' } }}>
        {withDrawer && (
          <Drawer steps={steps} current={current} navigable={stepsNavigate(path)} open={menuOpen} />
        )}
        <main
          id="main"
          tabIndex={-1}
          css={{
            flex: 1,
            // Room for the page while its remote loads, so the footer does not jump (layout shift).
            minHeight: '100vh',
            padding: 24,
            maxWidth: 1200,
            width: '100%',
            margin: '0 auto',
            boxSizing: 'border-box',
            [theme.mobile]: { padding: 16 },
          }}
        >
          {children}
        </main>
      </div>
      {isDefault && showsDisclaimers(path) && <DisclaimerSection />}
      <Footer
        phone={host.phone}
        contentBase={host.config.services.content}
        websiteReferenceId={host.session?.websiteReferenceId}
      />
      {isDefault && zipModalAllowed(path) && <ZipModal />}
    </div>
  );
};
