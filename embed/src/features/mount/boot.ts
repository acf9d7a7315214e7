import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import {
  isRemotePagesModule,
  type RuntimeConfig,
  refuseIncompatibleRemotes,
  remoteEntries,
  remoteRegistrySchema,
  runtimeConfigSchema,
} from 'shared-contracts';
import { startReportingAfterPage } from 'shared-contracts/after-page';
import { startEmbedReporting } from './reporting';
import { visitorBucket } from './visitor-bucket';

export interface Boot {
  config: RuntimeConfig;
  pages: Record<string, ComponentType>;
}

let booting: Promise<Boot> | null = null;

const getJson = async <T>(url: URL, schema: { parse: (value: unknown) => T }): Promise<T> => {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return schema.parse(await response.json());
};

/**
 * Once per page, for every element on it: the config and the registry from where the loader came from,
 * the registry's remotes registered with the federation runtime, and mfe-plans' pages loaded. A failure
 * is not kept, so the next element tries again.
 */
export const boot = (assetBase: string): Promise<Boot> => {
  booting ??= (async () => {
    const [config, registry] = await Promise.all([
      getJson(new URL('config.json', assetBase), runtimeConfigSchema),
      getJson(new URL('remotes.json', assetBase), remoteRegistrySchema),
    ]);
    // The full registry is resolved here, by this visitor's bucket (canary or current), once per page. A
    // plan finder built against another major of the contracts or of React is not mounted: the loader
    // shows its message with the phone and logs the refusal.
    // Error reporting (with a DSN, Sentry's SDK: 50 kB gzip) starts after the page, as the shell's does,
    // or at the finder's first report: it was fetched beside the finder's own code before.
    startReportingAfterPage(() => void startEmbedReporting(config));
    registerPlugins([refuseIncompatibleRemotes()]);
    registerRemotes(remoteEntries(registry, visitorBucket()), { force: true });
    const loaded = await loadRemote<unknown>('mfe_plans/pages');
    if (!isRemotePagesModule(loaded)) throw new Error('mfe_plans/pages exports no pages');
    return { config, pages: loaded.pages };
  })().catch((error: unknown) => {
    booting = null;
    throw error;
  });
  return booting;
};
