/**
 * The route table entry a path renders, and its params: the one place the shell turns a path into route
 * facts. It ranks routes as `<Routes>` does (react-router's matchRoutes), so the chrome, the phone and
 * the partner read by the provider above `<Routes>` always agree with the page rendered below it.
 */
import { useMemo } from 'react';
import { matchRoutes, type Params, useLocation } from 'react-router-dom';
import { ROUTES, type RouteDef, routeById } from 'shared-contracts';

export interface CurrentRoute {
  route: RouteDef;
  params: Params;
}

export const notFoundRoute = routeById('not-found')!;

const remoteRoutes = ROUTES.filter((route) => route.owner !== 'shell').map((route) => ({
  path: route.path,
  def: route,
}));

/**
 * The last path matched: the bootstrap (the current page's remote), then the provider and the chrome's
 * hooks all ask for the same path, and react-router's matchRoutes flattens and ranks the whole route table
 * on every call (5–17 ms at 4x CPU, issue 10). The same path gets the same answer, the same object.
 */
let last: { pathname: string; current: CurrentRoute } | null = null;

/** An unknown path renders the 404 page in the not-found route's chrome. */
export const matchRoute = (pathname: string): CurrentRoute => {
  if (last?.pathname === pathname) return last.current;
  const match = matchRoutes(remoteRoutes, pathname)?.[0];
  const current: CurrentRoute = match
    ? { route: match.route.def, params: match.params }
    : { route: notFoundRoute, params: {} };
  last = { pathname, current };
  return current;
};

export const useCurrentRoute = (): CurrentRoute => {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
};

/** The partner a partner page names in its `partner` param; null elsewhere or when it names none. */
export const partnerIdOf = ({ route, params }: CurrentRoute): string | null =>
  route.chrome.partnerPage ? (params.partner ?? null) : null;
