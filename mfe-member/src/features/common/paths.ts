import { generatePath } from 'react-router-dom';
import { routeById } from 'shared-contracts';

/** The path of a route of the table by its id: paths are written once, in the route table. */
export const routeHref = (id: string, params: Record<string, string | undefined> = {}): string => {
  const route = routeById(id);
  if (!route) throw new TypeError(`No route ${id}`);
  return generatePath(route.path, params);
};
