import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type RouteDef, routesOf, validateRouteParams } from 'shared-contracts';
import { useMessages } from 'web-kit/i18n';
import { report } from 'web-kit/reporting';
import { linkCss } from 'web-kit/theme';
import { FetchFailed, Loading, PageFrame } from 'web-kit/ui';
import { embedMessages } from './messages';

/** A path the embedded finder does not show (another remote's page, or params that fail validation). */
export const OutsideEmbed = ({ startPath }: { startPath: string }) => {
  const m = useMessages(embedMessages);
  return (
    <PageFrame title={m.outsideTitle} testId="embed-outside">
      <p>{m.outsideBody}</p>
      <Link to={startPath} css={linkCss}>
        {m.backToPlans}
      </Link>
    </PageFrame>
  );
};

/** A page that throws shows the failure with the phone and a retry, never a blank box. */
class PageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    report('embed-page', error);
  }
  override render() {
    if (this.state.error) return <FetchFailed onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

const EmbeddedPage = ({
  route,
  Page,
  startPath,
}: {
  route: RouteDef;
  Page: ComponentType;
  startPath: string;
}) => {
  const params = useParams();
  if (!validateRouteParams(route, params)) return <OutsideEmbed startPath={startPath} />;
  return (
    <PageBoundary key={route.id}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
};

/** mfe-plans' routes from the route table, each page in the chrome-free embedding layout. */
export const embedRoutes = (pages: Record<string, ComponentType>, startPath: string) => [
  ...routesOf('mfe_plans').flatMap((route) => {
    const Page = pages[route.id];
    return Page
      ? [{ path: route.path, element: <EmbeddedPage route={route} Page={Page} startPath={startPath} /> }]
      : [];
  }),
  { path: '*', element: <OutsideEmbed startPath={startPath} /> },
];
