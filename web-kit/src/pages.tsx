/**
 * Helpers for a remote's `./pages` module. Every route a remote owns gets a page; routes whose feature
 * has not been built yet show their title and the agent phone (the route table's title), so routing is
 * real end to end and a visitor is never left with a blank page.
 */
import { type ComponentType, lazy } from 'react';
import { type RouteOwner, routesOf, telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { commonMessages as m } from './messages';

const titledPage = (title: string, routeId: string): ComponentType => {
  const TitledPage = () => {
    const { phone } = useHost();
    return (
      <section data-route-id={routeId} aria-labelledby={`${routeId}-title`}>
        <h1 id={`${routeId}-title`}>{title}</h1>
        <p>{m.comingSoon}</p>
        <p>
          <a href={telHref(phone)}>{m.call(phone)}</a>
        </p>
      </section>
    );
  };
  TitledPage.displayName = `Page(${routeId})`;
  return TitledPage;
};

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * How long a failed page chunk keeps its failure: React renders a suspended page again at once when its
 * chunk fails, and that render must meet the failure (so the error boundary sees it) instead of starting
 * another load, or a chunk that keeps failing is requested in a loop.
 */
export const FAILED_CHUNK_HOLD_MS = 1_000;

/**
 * `lazy`, except that a chunk that failed is fetched again by a later render (the error boundary's
 * retry): React keeps a lazy component's failure for good, so the page could only come back with a reload.
 */
const retryableLazy = (loader: PageLoader, routeId: string): ComponentType => {
  let failedAt: number | null = null;
  const load = () =>
    loader().catch((error: unknown) => {
      failedAt = Date.now();
      throw error;
    });
  let Lazy = lazy(load);
  const LazyPage = () => {
    if (failedAt !== null && Date.now() - failedAt >= FAILED_CHUNK_HOLD_MS) {
      failedAt = null;
      Lazy = lazy(load);
    }
    return <Lazy />;
  };
  LazyPage.displayName = `LazyPage(${routeId})`;
  return LazyPage;
};

/**
 * The page map of a remote: built features (lazy-loaded) override the titled pages. A built page for a
 * route the owner does not own is kept, not dropped: the host never asks for it, and the remote's
 * contract test (`web-kit/test-contract`) sees it and fails.
 */
export const definePages = (owner: RouteOwner, built: Record<string, PageLoader> = {}) => {
  const pages: Record<string, ComponentType> = {};
  for (const route of routesOf(owner)) {
    const loader = built[route.id];
    pages[route.id] = loader ? retryableLazy(loader, route.id) : titledPage(route.title, route.id);
  }
  for (const [id, loader] of Object.entries(built)) pages[id] ??= retryableLazy(loader, id);
  return pages;
};
