import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfigSchema } from 'shared-contracts';
import { startErrorReporting } from './features/analytics/error-reporting';
import { App } from './features/routing/App';
import { registerFromRegistry } from './federation/registry';

const start = async () => {
  const [config] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }).then(async (r) => runtimeConfigSchema.parse(await r.json())),
    // A registry that cannot be read leaves every remote area on its fallback, never a blank page.
    registerFromRegistry().catch((error) => console.error('[shell] remote registry unavailable', error)),
  ]);
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
