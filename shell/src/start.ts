import { BOOT_DATA_ELEMENT_ID, type BootData, bootDataSchema, runtimeConfigSchema } from 'shared-contracts';
import { loadAllSpanish } from 'web-kit/i18n';
import { startErrorReporting } from './features/analytics/error-reporting';
import { loadTagManager } from './features/analytics/tag-manager';
import {
  FIRST_PAGE_WAIT_MS,
  holdsPrerenderedPage,
  preloadCurrentPage,
  waitAtMost,
} from './features/routing/first-page';
import { yieldToMain } from './features/scheduling';
import { registerFromRegistry } from './federation/registry';

/** The config and registry the page was served with; null when it has none (the dev host's page). */
const bootData = (): BootData | null => {
  const text = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return bootDataSchema.parse(JSON.parse(text));
  } catch (error) {
    console.error('[shell] the page boot data is malformed; fetching config and registry', error);
    return null;
  }
};

/**
 * Reads the boot data, registers the remotes and starts loading the current page's, then renders (bootstrap.tsx
 * runs it once zod's set-up and the contracts are evaluated).
 */
export const start = async () => {
  const boot = bootData();
  const configReady =
    boot?.config ??
    fetch('/config.json', { cache: 'no-store' }).then(async (r) => runtimeConfigSchema.parse(await r.json()));
  // A registry that cannot be read leaves every remote area on its fallback, never a blank page.
  const registered = registerFromRegistry(boot?.registry)
    // The current page's remote and code load while React boots (the load is cached for the page);
    // where the HTML holds the prerendered page, the first render waits for them, at most
    // FIRST_PAGE_WAIT_MS, so it shows that page instead of its loading state (first-page.ts). A failure
    // renders at once.
    .then(() => {
      const ready = preloadCurrentPage(window.location.pathname);
      if (holdsPrerenderedPage(document.getElementById('root'))) return waitAtMost(ready, FIRST_PAGE_WAIT_MS);
    })
    .catch((error) => console.error('[shell] remote registry unavailable', error));
  const config = await configReady;
  // The session's call goes out now, beside the current page's remote loads, not after the first render's
  // commit (visit.ts): on /plans/all/ at 4x CPU the plans are asked for as the live page mounts, not 0.4 s
  // later, and the first plan card shows about 0.3 s sooner (bench/lcp). The visit's modules evaluate in a
  // task of their own (with this task's work they were one of 85-195 ms in Lighthouse's trace of the
  // compare page; 57-65 ms apart).
  await yieldToMain();
  const { startVisit, sessionSettled, SESSION_FIRST_RENDER_WAIT_MS } = await import(
    /* webpackMode: "eager" */ './features/runtime/visit'
  );
  await yieldToMain();
  const visit = startVisit(config);
  await registered;
  loadTagManager(config.gtmId);
  // The kit's reporting, and with a DSN Sentry's SDK, load after the page (never in the first load).
  startErrorReporting({ dsn: config.sentryDsn, environment: config.environment });
  // The app's modules (React DOM, the router, the shell's features, the api's schemas) are in this chunk
  // but evaluate in a task of their own ("eager": no request), and the first render in another.
  await yieldToMain();
  const { renderApp, firstLanguage } = await import(/* webpackMode: "eager" */ './render');
  await yieldToMain();
  // A Spanish first render waits for the Spanish of the catalogues known by now (the shell's and the current
  // page's), bounded as the page's code is: it would otherwise put English in place of the Spanish
  // prerendered page, then Spanish again.
  if (firstLanguage() === 'es') await waitAtMost(loadAllSpanish(), FIRST_PAGE_WAIT_MS);
  // And for a session being started or restored, within bounds: its answer during the render would make
  // React render the whole page again in one task (visit.ts).
  await waitAtMost(sessionSettled(visit.session), SESSION_FIRST_RENDER_WAIT_MS);
  renderApp(document.getElementById('root')!, config, visit);
};
