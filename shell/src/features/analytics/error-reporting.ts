/**
 * The shell's way to the kit's one reporting module (`web-kit/reporting`). The shell loads that module,
 * and with a DSN Sentry's SDK, only after the page: once it has loaded and gone idle, or at the shell's
 * first report, or a remote's report waiting in the kit's queue (REPORT_WAITING_EVENT), whichever is
 * first. Neither is in the first load of a page.
 */
import { startReportingAfterPage } from 'shared-contracts/after-page';
import type { ReportingOptions, ReportSource } from 'web-kit/reporting';

const kit = () => import('web-kit/reporting');
let start: (() => void) | null = null;

/** Starts the kit's reporting with the config's DSN once the page is done (`done`: for tests). */
export const startErrorReporting = (options: ReportingOptions, done?: () => Promise<void>) => {
  start = startReportingAfterPage(() => {
    kit()
      .then(({ startReporting }) => startReporting(options))
      .catch((error: unknown) => console.warn('[shell] error reporting off: the kit did not load', error));
  }, done);
};

/** The kit's `report`, from the shell: it starts reporting at once if the page is not done yet. */
export const reportFailure = (source: ReportSource, error: unknown, extra?: Record<string, unknown>) => {
  start?.();
  kit().then(
    ({ report }) => report(source, error, extra),
    () => console.error(`[${source}] not reported: the reporting module did not load`),
  );
};
