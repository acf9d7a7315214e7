import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES, type RuntimeConfig, withTrailingSlash } from 'shared-contracts';
import { createQueryClient } from 'web-kit/query';
import { NotFoundPage } from '../error-pages';
import { Layout } from '../layout';
import { useFocusAfterNavigation, useScrollRestoration } from '../robustness';
import { ShellProvider, type Visit } from '../runtime';
import { notFoundRoute } from './current-route';
import { RemotePage } from './RemotePage';

/** All routes end with a trailing slash: a path without one is redirected to the one with it. */
const TrailingSlash = () => {
  const { pathname, search, hash } = useLocation();
  if (pathname.endsWith('/')) return null;
  return <Navigate replace to={`${withTrailingSlash(pathname)}${search}${hash}`} />;
};

export const AppRoutes = () => {
  useScrollRestoration();
  useFocusAfterNavigation();
  return (
    <>
      <TrailingSlash />
      <Routes>
        {ROUTES.filter((route) => route.owner !== 'shell').map((route) => (
          <Route
            key={route.id}
            path={route.path}
            element={
              <Layout route={route}>
                <RemotePage route={route} />
              </Layout>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <Layout route={notFoundRoute}>
              <NotFoundPage />
            </Layout>
          }
        />
      </Routes>
    </>
  );
};

export const App = ({ config, visit }: { config: RuntimeConfig; visit: Visit }) => {
  // The one server-state cache of the visit: the shell's own reads and every remote page share it.
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <ShellProvider config={config} visit={visit}>
          <AppRoutes />
        </ShellProvider>
      </QueryClientProvider>
    </BrowserRouter>
  );
};
