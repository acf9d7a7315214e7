/**
 * The standalone development host a remote runs in (`npm run dev -w mfe-plans`): a router over the
 * remote's own routes and a HostContext with real api clients, so a team can work without the shell.
 */
import { type ComponentType, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { runtimeConfigSchema } from '../config';
import { DEFAULT_SITE_PHONE } from '../constants';
import { createEventBus } from '../events';
import { createApiClients, newTransactionId } from '../http';
import { planYearFor } from '../plan-year';
import { type RouteOwner, routesOf } from '../routes';
import { HostContext, type HostContextValue } from './index';

export const mountDevHost = async (owner: RouteOwner, pages: Record<string, ComponentType>) => {
  const config = runtimeConfigSchema.parse(await (await fetch('/config.json', { cache: 'no-store' })).json());
  const events = createEventBus();
  events.on('analytics:track', (data) => console.info('[dev host] analytics:track', data));
  const host: HostContextValue = {
    host: 'dev',
    config,
    phone: DEFAULT_SITE_PHONE,
    operationHours: null,
    planYear: planYearFor(new Date()),
    session: null,
    location: null,
    agent: null,
    consumer: {},
    planFetchFlags: { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true },
    api: createApiClients(config, { getToken: () => null, transactionId: newTransactionId() }),
    events,
  };
  const routes = routesOf(owner);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HostContext.Provider value={host}>
        <BrowserRouter>
          <nav aria-label={`${owner} routes`} style={{ padding: 12, borderBottom: '1px solid #ccc' }}>
            <strong>{owner} dev host</strong>{' '}
            {routes.map((route) => (
              <Link key={route.id} to={route.sample} style={{ marginRight: 12 }}>
                {route.id}
              </Link>
            ))}
          </nav>
          <main style={{ padding: 24 }}>
            <Suspense fallback={<p>Loading…</p>}>
              <Routes>
                {routes.map((route) => {
                  const Page = pages[route.id]!;
                  return <Route key={route.id} path={route.path} element={<Page />} />;
                })}
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </HostContext.Provider>
    </StrictMode>,
  );
};
