import { generatePath } from 'react-router-dom';
import { routeById, withTrailingSlash } from 'shared-contracts';

/**
 * The path of a route of the table by its id: paths are written once, in the route table. With its
 * trailing slash (spec 2): generatePath drops it, and the shell's redirect to add it would drop the
 * navigation's state.
 */
export const routeHref = (id: string, params: Record<string, string | undefined> = {}): string => {
  const route = routeById(id);
  if (!route) throw new TypeError(`No route ${id}`);
  return withTrailingSlash(generatePath(route.path, params));
};
