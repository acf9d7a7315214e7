/**
 * The first render replaces the prerendered page (bootstrap.tsx). Rendered before the current route's
 * remote is loaded, it would put the page's loading state in place of the prerendered page and then the
 * page again: a flash and a layout shift. So the bootstrap waits for the remote's pages module and the
 * page's code (both already loading: `preloadCurrentPage`), bounded: a slow remote renders as before
 * after `FIRST_PAGE_WAIT_MS` (its loading state, then the page or the fault), a remote that fails
 * renders at once (the fault UI with the agent phone).
 */
import { preloadPage } from 'web-kit/pages';
import { loadRemotePages } from '../../federation/registry';
import { matchRoute } from './current-route';

/**
 * Whether the page's HTML holds the remote's prerendered page (a route's frame too, as a member page's):
 * only then does the first render wait. The app page of an id path (spa.html) and a page that kept its
 * loading state at build time render at once, as before (the chrome's effects and the session start no
 * later).
 */
export const holdsPrerenderedPage = (root: ParentNode | null): boolean =>
  !!root?.querySelector('[data-remote]');

/** The longest the first render waits for the current page's remote. */
export const FIRST_PAGE_WAIT_MS = 3_000;

/**
 * Starts loading the current page (its remote's pages module, then the page's code); settles when both
 * are loaded or either failed, never rejects. A shell route (the 404 page) is ready at once.
 */
export const preloadCurrentPage = async (pathname: string): Promise<void> => {
  const { route } = matchRoute(pathname);
  if (route.owner === 'shell') return;
  try {
    const page = (await loadRemotePages(route.owner)).pages[route.id];
    if (page) await preloadPage(page);
  } catch {
    // The render meets the failure (RemoteBoundary's fault UI); nothing to wait for.
  }
};

/** Resolves when `ready` settles or after `waitMs`, whichever comes first. */
export const waitAtMost = (ready: Promise<unknown>, waitMs: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    ready.then(done, done);
  });
