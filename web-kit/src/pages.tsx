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

/** The loader of a page that its module exports by `name` (a module that holds several pages). */
export const namedPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageLoader =>
  async () => ({
    default: (await load())[name],
  });

/** The page map of a remote: built features (lazy-loaded) override the titled pages. */
export const definePages = (owner: RouteOwner, built: Record<string, PageLoader> = {}) => {
  const pages: Record<string, ComponentType> = {};
  for (const route of routesOf(owner)) {
    const loader = built[route.id];
    pages[route.id] = loader ? lazy(loader) : titledPage(route.title, route.id);
  }
  return pages;
};
