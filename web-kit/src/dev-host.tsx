/**
 * The standalone development host a remote runs in (`npm run dev -w mfe-plans`): a router over the
 * remote's own routes and a HostContext with real api clients, so a team can work without the shell.
 */
import { type ComponentType, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { type RouteOwner, routesOf, runtimeConfigSchema } from 'shared-contracts';
import { createHostValue } from 'shared-contracts/react';
import { startSessionForZip } from 'web-kit/host-session';
import { commonMessages as m } from 'web-kit/messages';
import { HostProviders } from 'web-kit/query';

export const mountDevHost = async (owner: RouteOwner, pages: Record<string, ComponentType>) => {
  const config = runtimeConfigSchema.parse(await (await fetch('/config.json', { cache: 'no-store' })).json());
  const zip = new URLSearchParams(window.location.search).get('zip');
  // With ?zip=85004 in the URL the dev host makes a real session for that ZIP, so pages that need a
  // session and a location can be worked on without the shell.
  const started = zip ? await startSessionForZip(config, zip, { landingUrl: window.location.href }) : null;
  const host = createHostValue(config, started ?? {});
  host.events.on('analytics:track', (data) => console.info('[dev host] analytics:track', data));
  const routes = routesOf(owner);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HostProviders host={host}>
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
            <Suspense fallback={<p>{m.loading}</p>}>
              <Routes>
                {routes.map((route) => {
                  const Page = pages[route.id]!;
                  return <Route key={route.id} path={route.path} element={<Page />} />;
                })}
              </Routes>
            </Suspense>
          </main>
        </BrowserRouter>
      </HostProviders>
    </StrictMode>,
  );
};
