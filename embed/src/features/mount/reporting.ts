/**
 * The embedding reports its failures as the shell does: through the kit's one reporting module, with
 * Sentry when the config names a DSN (the SDK in a chunk of its own). `boot.ts` starts it once the page
 * is done, or at the finder's first report (shared-contracts/after-page `startReportingAfterPage`, as the
 * shell does); before that, reports wait in the kit's queue.
 */
import type { RuntimeConfig } from 'shared-contracts';
import type { StartHooks } from 'web-kit/reporting';

export const startEmbedReporting = (
  config: Pick<RuntimeConfig, 'sentryDsn' | 'environment'>,
  hooks?: StartHooks,
): Promise<boolean> =>
  import('web-kit/reporting').then(({ startReporting }) =>
    startReporting({ dsn: config.sentryDsn, environment: config.environment }, hooks),
  );
