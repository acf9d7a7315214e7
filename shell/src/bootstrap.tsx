import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfigSchema } from 'shared-contracts';
import { startErrorReporting } from './features/analytics/error-reporting';
import { loadTagManager } from './features/analytics/tag-manager';
import { App } from './features/routing/App';
import { matchRoute } from './features/routing/current-route';
import { loadRemotePages, registerFromRegistry } from './federation/registry';

/** Starts loading the current page's remote while React boots (its promise is cached for the page). */
const preloadCurrentRemote = () => {
  const { route } = matchRoute(window.location.pathname);
  if (route.owner !== 'shell') loadRemotePages(route.owner).catch(() => {});
};

const start = async () => {
  const [config] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }).then(async (r) => runtimeConfigSchema.parse(await r.json())),
    // A registry that cannot be read leaves every remote area on its fallback, never a blank page.
    registerFromRegistry()
      .then(preloadCurrentRemote)
      .catch((error) => console.error('[shell] remote registry unavailable', error)),
  ]);
  loadTagManager(config.gtmId);
  startErrorReporting(config.sentryDsn, config.environment).catch((e) =>
    console.warn('[shell] error reporting off', e),
  );
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
};

start().catch((error) => console.error('[shell] failed to start', error));
