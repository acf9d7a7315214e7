import { Suspense, use, useContext, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { notFound, type RemoteName, type RouteDef, validateRouteParams } from 'shared-contracts';
import { loadRemotePages } from '../../federation/registry';
import { NotFoundPage } from '../error-pages';
import { ShellContext } from '../host';
import { hasEarlyInput } from './early-input';
import { PageLoading } from './PageLoading';
import { RemoteBoundary } from './RemoteBoundary';

/** The replay's code (early-replay.ts), fetched once. */
let replayCode: Promise<typeof import('./early-replay')> | undefined;
const loadReplay = () => {
  replayCode ??= import('./early-replay');
  return replayCode;
};
// A person already at the prerendered page's form when the app starts gets the code before the first
// render: the live page is given what they typed at once.
if (typeof window !== 'undefined' && hasEarlyInput(window.location.pathname)) void loadReplay();

const Page = ({ route, remote }: { route: RouteDef; remote: RemoteName }) => {
  const module = use(loadRemotePages(remote));
  const prerendered = useContext(ShellContext)?.prerendered ?? false;
  const Component = module.pages[route.id];
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // What was typed or pressed on the prerendered copy of this page before the app was live: its code is
  // fetched only then (about 1 kB gzip nobody else needs).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the live page is first shown
  useEffect(() => {
    const root = ref.current;
    if (!root || !hasEarlyInput(pathname)) return;
    // A field the person has typed in on the live page meanwhile keeps what they typed there.
    const typedLive = new WeakSet<EventTarget>();
    const mark = (event: Event) => {
      if (event.isTrusted && event.target) typedLive.add(event.target);
    };
    root.addEventListener('input', mark, true);
    let stop: (() => void) | undefined;
    let left = false;
    void loadReplay().then(({ replayEarlyInput }) => {
      if (!left) stop = replayEarlyInput(root, pathname, typedLive);
    });
    return () => {
      left = true;
      root.removeEventListener('input', mark, true);
      stop?.();
    };
  }, []);
  if (!Component) throw notFound();
  return (
    <div
      ref={ref}
      data-remote={remote}
      // Rendered at build time from the sources, not by the build the registry serves: no build label.
      data-remote-build={prerendered ? '' : module.buildLabel}
      // The prerendered copy, until the app replaces it: it takes what is typed and pressed (the page's
      // inline script keeps it for the live page), inert only under a first visit's ZIP prompt (the
      // script lifts it when no prompt shows).
      data-prerendered-page={prerendered || undefined}
      inert={prerendered || undefined}
    >
      <Component />
    </div>
  );
};

/** A route owned by a remote: page validation first (404 on failure), then the remote's page. */
export const RemotePage = ({ route }: { route: RouteDef }) => {
  const params = useParams();
  const { pathname } = useLocation();
  if (route.owner === 'shell' || !validateRouteParams(route, params)) return <NotFoundPage />;
  return (
    // Keyed by path: a failure on one page never sticks to the next one.
    <RemoteBoundary key={pathname} remote={route.owner}>
      <Suspense fallback={<PageLoading />}>
        <Page route={route} remote={route.owner} />
      </Suspense>
    </RemoteBoundary>
  );
};
