import { Suspense, use, useContext } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { notFound, type RemoteName, type RouteDef, validateRouteParams } from 'shared-contracts';
import { loadRemotePages } from '../../federation/registry';
import { NotFoundPage } from '../error-pages';
import { ShellContext } from '../host';
import { PageLoading } from './PageLoading';
import { RemoteBoundary } from './RemoteBoundary';

const Page = ({ route, remote }: { route: RouteDef; remote: RemoteName }) => {
  const module = use(loadRemotePages(remote));
  const prerendered = useContext(ShellContext)?.prerendered ?? false;
  const Component = module.pages[route.id];
  if (!Component) throw notFound();
  return (
    <div
      data-remote={remote}
      // Rendered at build time from the sources, not by the build the registry serves: no build label, and
      // inert (what someone typed or pressed there before the first render replaces it would be lost), and
      // said so to tools that read roles as well (inert already hides it from assistive technology).
      data-remote-build={prerendered ? '' : module.buildLabel}
      inert={prerendered || undefined}
      aria-hidden={prerendered || undefined}
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
