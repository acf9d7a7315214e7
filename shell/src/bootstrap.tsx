import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runtimeConfigSchema } from 'shared-contracts';
import { HostProvider } from './features/host/HostProvider';
import { App } from './features/routing/App';
import { registerFromRegistry } from './federation/registry';

const start = async () => {
  const [config] = await Promise.all([
    fetch('/config.json', { cache: 'no-store' }).then(async (r) => runtimeConfigSchema.parse(await r.json())),
    // A registry that cannot be read leaves every remote area on its fallback, never a blank page.
    registerFromRegistry().catch((error) => console.error('[shell] remote registry unavailable', error)),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HostProvider config={config}>
        <App />
      </HostProvider>
    </StrictMode>,
  );
};

start().catch((error) => console.error('[shell] failed to start', error));
