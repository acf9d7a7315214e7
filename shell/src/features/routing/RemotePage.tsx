import { Suspense, use } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { notFound, type RemoteName, type RouteDef, validateRouteParams } from 'shared-contracts';
import { loadRemotePages } from '../../federation/registry';
import { NotFoundPage } from '../error-pages';
import { PageLoading } from './PageLoading';
import { RemoteBoundary } from './RemoteBoundary';

const Page = ({ route, remote }: { route: RouteDef; remote: RemoteName }) => {
  const module = use(loadRemotePages(remote));
  const Component = module.pages[route.id];
  if (!Component) throw notFound();
  return (
    <div data-remote={remote} data-remote-build={module.buildLabel}>
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
