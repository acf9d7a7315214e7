/**
 * Build-time rendering of each route's frame (scripts/prerender.mjs runs it in Node): the chrome with
 * the phone, the ZIP prompt where the route has one, the page's loading state and the footer, as a
 * first visit sees them before any script runs. The browser's first render replaces it (bootstrap).
 */

import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { planYearFor, ROUTES, type RouteDef, type RuntimeConfig } from 'shared-contracts';
import { newTransactionId } from 'shared-contracts/http';
import { createHostValue } from 'shared-contracts/react';
import { HostProviders } from 'web-kit/query';
import { createActor } from 'xstate';
import { z } from 'zod';
import { initialAppState } from './features/app-state';
import { firstShellState, ShellContext } from './features/host';
import { Layout } from './features/layout';
import { PageLoading } from './features/routing';
import { zipModalMachine } from './features/zip-modal';

/**
 * The paths of a route known at build time: optional parameters left out, a required one once per
 * value when its schema is a list of values (the onboarding steps); none when it is an id.
 */
export const prerenderPaths = (route: RouteDef): string[] => {
  let paths = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      paths = paths.map((p) => `${p}/${segment}`);
      continue;
    }
    if (segment.endsWith('?')) continue;
    const schema = route.params instanceof z.ZodObject ? route.params.shape[segment.slice(1)] : undefined;
    if (!(schema instanceof z.ZodEnum)) return [];
    paths = paths.flatMap((p) => schema.options.map((value) => `${p}/${String(value)}`));
  }
  return paths.map((p) => `${p}/`);
};

/** Every prerendered page: its path and its frame's HTML. */
export const renderFrames = (config: RuntimeConfig) =>
  ROUTES.filter((route) => route.owner !== 'shell').flatMap((route) =>
    prerenderPaths(route).map((path) => ({ path, html: renderFrame(route, path, config) })),
  );

export { configForApiBase } from 'shared-contracts';

export const renderFrame = (route: RouteDef, path: string, config: RuntimeConfig): string => {
  const app = initialAppState(planYearFor(new Date()), newTransactionId());
  const host = createHostValue(config, { host: 'shell' });
  // A first visit: no ZIP yet, so the route's ZIP prompt is open (the machine decides, as in the browser).
  const zipModal = createActor(zipModalMachine, { input: { zip: '' } });
  zipModal.start();
  const shell = firstShellState(app, zipModal, true);
  const html = renderToString(
    <StaticRouter location={path}>
      <HostProviders host={host}>
        <ShellContext.Provider value={shell}>
          <Routes>
            <Route
              path={route.path}
              element={
                <Layout route={route}>
                  <PageLoading />
                </Layout>
              }
            />
          </Routes>
        </ShellContext.Provider>
      </HostProviders>
    </StaticRouter>,
  );
  zipModal.stop();
  return html;
};
