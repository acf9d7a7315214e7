/**
 * Helpers for a remote's `./pages` module. Every route a remote owns gets a page; routes whose feature
 * has not been built yet show their title and the agent phone (the route table's title), so routing is
 * real end to end and a visitor is never left with a blank page.
 */

import { type ComponentType, createElement, lazy } from 'react';
import { type RouteOwner, routesOf, telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
// By its package name, as a shared module: a remote that brings its own copy of this module (for a
// host that does not provide it, as the partner embedding does not) would otherwise evaluate a second
// i18n module, with its own catalogues and language, and download it (1.1 kB gzip on a partner page).
import { useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';

const titledPage = (title: string, routeId: string): ComponentType => {
  const TitledPage = () => {
    const m = useMessages(commonMessages);
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

/** The loader of a page that its module exports by `name` (a module that holds several pages). */
export const namedPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageLoader =>
  async () => ({
    default: (await load())[name],
  });

/**
 * How long a failed page chunk keeps its failure: React renders a suspended page again at once when its
 * chunk fails, and that render must meet the failure (so the error boundary sees it) instead of starting
 * another load, or a chunk that keeps failing is requested in a loop.
 */
export const FAILED_CHUNK_HOLD_MS = 1_000;

/** A module that holds a component as its default export (what `import()` of a page gives). */
type ComponentModule<P extends object> = { default: ComponentType<P> };

/** A lazily loaded component that can be asked to load before it is rendered. */
export type LazyComponent<P extends object = object> = ComponentType<P> & {
  /**
   * Loads the code now (when the visitor is likely to need it next): a later first render then shows it
   * at once instead of suspending. A failed preload is not kept: the render loads again. Settles (never
   * rejects) once the code is loaded or has failed.
   */
  preload: () => Promise<void>;
};

/**
 * `lazy`, except that a chunk that failed is fetched again by a later render (the error boundary's
 * retry): React keeps a lazy component's failure for good, so the page could only come back with a
 * reload. Props go through to the loaded component; `preload()` loads ahead, and a component already
 * loaded is handed to React at once (a thenable that resolves synchronously), so it never suspends.
 */
export const retryableLazy = <P extends object = object>(
  loader: () => Promise<ComponentModule<P>>,
  name: string,
): LazyComponent<P> => {
  let loaded: ComponentModule<P> | null = null;
  let loading: Promise<ComponentModule<P>> | null = null;
  let failedAt: number | null = null;
  const start = () => {
    loading ??= loader().then(
      (m) => {
        loaded = m;
        return m;
      },
      (error: unknown) => {
        failedAt = Date.now();
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const load = () => {
    const module = loaded;
    // React's lazy reads a thenable that calls back at once without suspending (a resolved Promise calls
    // back a tick later, so the first render would suspend and show the fallback for nothing).
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React's lazy only
    if (module) return { then: (resolve: (m: ComponentModule<P>) => void) => resolve(module) };
    return start();
  };
  const makeLazy = () => lazy(load as () => Promise<ComponentModule<P>>) as ComponentType<P>;
  let Lazy = makeLazy();
  const LazyComponent = (props: P) => {
    if (failedAt !== null && Date.now() - failedAt >= FAILED_CHUNK_HOLD_MS) {
      failedAt = null;
      Lazy = makeLazy();
    }
    return createElement(Lazy, props);
  };
  LazyComponent.displayName = `Lazy(${name})`;
  LazyComponent.preload = async () => {
    if (!loaded) await start().catch(() => {});
  };
  return LazyComponent;
};

/**
 * Loads a page's code ahead of its first render (a host waits for it, so the first render shows the page
 * instead of its loading state); a page without lazy code is ready at once. Never rejects: a failure is
 * the render's to meet (the error boundary).
 */
export const preloadPage = async (page: ComponentType): Promise<void> => {
  const { preload } = page as Partial<LazyComponent>;
  if (typeof preload === 'function') await preload();
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
