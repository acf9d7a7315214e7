import { Suspense, use } from 'react';
import { notFound, type RemoteName, type RouteDef, validateRouteParams } from 'shared-contracts';
import { useParams } from 'react-router-dom';
import { loadRemotePages } from '../../federation/registry';
import { chromeMessages } from '../chrome/messages';
import { NotFoundPage } from '../error-pages/NotFoundPage';
import { RemoteBoundary } from './RemoteBoundary';

const Page = ({ route, remote }: { route: RouteDef; remote: RemoteName }) => {
  const module = use(loadRemotePages(remote));
  const Component = module.pages[route.id];
  if (!Component) throw notFound();
  return <Component />;
};

const Loading = () => (
  <p role="status" aria-live="polite">
    {chromeMessages.loading}
  </p>
);

/** A route owned by a remote: page validation first (404 on failure), then the remote's page. */
export const RemotePage = ({ route }: { route: RouteDef }) => {
  const params = useParams();
  if (route.owner === 'shell' || !validateRouteParams(route, params)) return <NotFoundPage />;
  return (
    <RemoteBoundary remote={route.owner}>
      <Suspense fallback={<Loading />}>
        <Page route={route} remote={route.owner} />
      </Suspense>
    </RemoteBoundary>
  );
};
