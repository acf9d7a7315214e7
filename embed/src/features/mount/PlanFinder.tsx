import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createEventBus, phoneWithoutTable, type RuntimeConfig } from 'shared-contracts';
import { type ConsumerProfile, createHostValue } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { HostProviders } from 'web-kit/query';
import { theme } from 'web-kit/theme';
import { Loading, useFocusRescue } from 'web-kit/ui';
import type { MountOptions, PlanFinderProps } from '../../contract';
import { AgentContact } from '../lead';
import { embedMessages } from './messages';
import { PartnerHost } from './PartnerHost';
import { embedRoutes } from './pages';
import { createPartnerEventStream, startPathFor } from './partner-events';
import { useEmbedSession } from './useEmbedSession';

/**
 * The ZIP form only when the finder asks for a ZIP: it brings the kit's forms with react-hook-form and the
 * zod resolver (14.8 kB gzip), which a partner page that gives the ZIP (most do) never needs.
 */
const ZipForm = lazy(() => import('./ZipForm').then(({ ZipForm }) => ({ default: ZipForm })));

const validZip = (zip: string | null) => (zip && /^\d{5}$/.test(zip) ? zip : null);

/**
 * Our own base inside the shadow root: `all: initial` cuts every inherited property of the partner's
 * page (its `* { font: … }` reaches the host element and would be inherited), then the suite's body text.
 */
const frameCss = {
  all: 'initial',
  display: 'block',
  boxSizing: 'border-box',
  padding: 16,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  fontSize: 18,
  lineHeight: 1.5,
  color: theme.text,
  background: '#fff',
  '& *, & *::before, & *::after': { boxSizing: 'border-box' },
  // As the suite's own pages (tooling/index.html): a form control in the page's typeface, not Arial.
  '& button, & input, & select, & textarea': { fontFamily: 'inherit' },
} as const;

/**
 * Tells `onMove` where the in-memory router is, at mount and once per move (each navigation has a
 * location key of its own, the same path included; a new `onMove` alone is no move).
 */
const RouterMoves = ({ onMove }: { onMove: (pathname: string, search: string) => void }) => {
  const location = useLocation();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (told.current === location.key) return;
    told.current = location.key;
    onMove(location.pathname, location.search);
  }, [location, onMove]);
  return null;
};

interface Props {
  config: RuntimeConfig;
  pages: Record<string, ComponentType>;
  props: PlanFinderProps;
  emit: MountOptions['emit'];
  /** This finder's own cache; the mount clears it after React is gone. */
  queryClient: QueryClient;
}

/**
 * One embedded plan finder: a host context of its own (session, location from the ZIP, the partner's
 * phone, one query cache, one event bus) and an in-memory router, so the partner's URL never changes.
 * Everything it holds is dropped when it unmounts.
 *
 * The router is react-router's declarative `MemoryRouter`, the same part of the library the shell's
 * `BrowserRouter` uses: the data router (`createMemoryRouter`) is not in the copy the suite shares
 * (tooling/shared-names.mjs), so it brought a whole second react-router (32.1 kB gzip instead of the
 * shared copy's 15.7) to every partner page. It wraps the ZIP form too, so asking for another ZIP keeps
 * the finder's place and history.
 */
export const PlanFinder = ({ config, pages, props, emit, queryClient }: Props) => {
  const m = useMessages(embedMessages);
  const startPath = startPathFor(props.planType);
  const [events] = useState(() => createEventBus());
  const [routes] = useState(() => embedRoutes(pages, startPath));
  const [initialEntries] = useState(() => [startPath]);
  const [nextPartnerEvent] = useState(createPartnerEventStream);
  const [zip, setZip] = useState(validZip(props.zip));
  const [askingZip, setAskingZip] = useState(!zip);
  const [consumer, setConsumer] = useState<ConsumerProfile>({});
  const [path, setPath] = useState(startPath);
  const session = useEmbedSession(config, zip, events);
  // After the ZIP form the focus would fall to the partner's <body>: it goes to the plans instead.
  const main = useRef<HTMLElement>(null);
  // A move of the in-memory router takes the pressed link away with its page (the shell's own pages have
  // the shell's focus after navigation): the focus goes to the new page's heading, else to <main>.
  const rescue = useFocusRescue<HTMLElement>((root) => root.querySelector<HTMLElement>('h1') ?? root);
  const mainRef = useCallback(
    (el: HTMLElement | null) => {
      main.current = el;
      return rescue(el);
    },
    [rescue],
  );
  const [focusPlans, setFocusPlans] = useState(false);
  // A ZIP typed into the form waits there for the api's answer (its button says so): an unknown ZIP is
  // then said on the field, which keeps it and the focus; a known one shows the plans. Before, the plan
  // list's loading state took the form's place, so the form came back for an unknown ZIP with the focus
  // fallen to the partner's <body>, and a keyboard user typing a ZIP again typed into nothing.
  const [typedZip, setTypedZip] = useState(false);
  const checking = typedZip && session.status === 'starting';
  useEffect(() => {
    if (typedZip && session.status !== 'starting') setTypedZip(false);
  }, [typedZip, session.status]);
  const notFound = session.status === 'unknown-zip' ? session.zip : null;
  const showZipForm = askingZip || notFound !== null || checking;
  useEffect(() => {
    if (focusPlans && !showZipForm) main.current?.focus();
  }, [focusPlans, showZipForm]);

  // A new `zip` attribute (or parcel prop) moves the finder to that ZIP.
  useEffect(() => {
    const next = validZip(props.zip);
    if (!next) return;
    setZip(next);
    setAskingZip(false);
  }, [props.zip]);

  useEffect(() => {
    const offs = [
      events.on('location:change-requested', () => setAskingZip(true)),
      events.on('location:set', (place) => setZip(place.zip)),
      events.on('session:reset-requested', () => {
        setZip(null);
        setAskingZip(true);
      }),
      events.on('consumer:updated', ({ fields }) =>
        setConsumer((c) => ({ ...c, ...(fields as ConsumerProfile) })),
      ),
      events.on('analytics:track', ({ event, data }) => {
        if (event === 'lead_created') emit('lead-created', { leadId: data.leadId });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [events, emit]);

  const onMove = useCallback(
    (pathname: string, search: string) => {
      setPath(pathname);
      const event = nextPartnerEvent(pathname, search);
      if (event) emit(event.name, event.detail);
    },
    [emit, nextPartnerEvent],
  );

  const started = session.status === 'ready' ? session.started : null;
  const host = useMemo(
    () =>
      createHostValue(config, {
        host: 'embed',
        language: props.lang,
        // Until the phone table is at hand (PartnerHost then picks from it).
        phone: phoneWithoutTable({ partnerId: props.partner }),
        session: started?.session ?? null,
        location: started?.location ?? null,
        sessionStatus:
          session.status === 'starting' ? 'starting' : session.status === 'failed' ? 'failed' : 'ready',
        consumer,
        queryClient,
        events,
      }),
    [config, props.partner, props.lang, started, session.status, consumer, queryClient, events],
  );

  return (
    <HostProviders host={host}>
      <PartnerHost partnerId={props.partner} path={path}>
        <section
          css={frameCss}
          aria-label={m.regionLabel}
          lang={props.lang}
          data-plan-finder-frame=""
          // Any tel: link in the finder is a website-initiated dial (call tracking, as the shell's).
          onClickCapture={(event) => {
            if ((event.target as Element).closest?.('a[href^="tel:"]')) events.emit('call:dial-started', {});
          }}
        >
          <MemoryRouter initialEntries={initialEntries}>
            <RouterMoves onMove={onMove} />
            {showZipForm ? (
              <Suspense fallback={<Loading />}>
                <ZipForm
                  initialZip={zip ?? ''}
                  notFound={notFound}
                  checking={checking}
                  onZip={(next) => {
                    setZip(next);
                    setAskingZip(false);
                    setTypedZip(true);
                    setFocusPlans(true);
                  }}
                />
              </Suspense>
            ) : (
              <main ref={mainRef} tabIndex={-1} css={{ outline: 'none' }}>
                <Routes>
                  {routes.map(({ path: routePath, element }) => (
                    <Route key={routePath} path={routePath} element={element} />
                  ))}
                </Routes>
                <AgentContact />
              </main>
            )}
          </MemoryRouter>
        </section>
      </PartnerHost>
    </HostProviders>
  );
};
