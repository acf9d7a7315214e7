/**
 * A host's work that waits until the page is done (issue 31): error reporting and, with a DSN, Sentry's
 * SDK; the web-vitals library. Browser-only (it reads `window` and `document`), so its own entry,
 * `shared-contracts/after-page`, not the root: the api compiles the root without DOM types.
 */
import { REPORT_WAITING_EVENT } from './constants';

/**
 * How long after the page's load event a host's after-the-page work waits, then for an idle moment: long
 * enough to be out of the first load's network and tasks.
 */
export const AFTER_LOAD_MS = 3_000;

/** Resolves once the page has loaded, `afterLoadMs` more have passed and the browser is idle. */
export const pageDone = (afterLoadMs: number) =>
  new Promise<void>((resolve) => {
    const idle = () =>
      setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
        else resolve();
      }, afterLoadMs);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * Error reporting's start in a host (the shell, the partner embedding): `start` runs once, when the page
 * is done (`done`), or at once when a report is waiting in the kit's queue (REPORT_WAITING_EVENT: the page
 * may be left soon), whichever is first. Returns the same once-only `start`, for a host's own first report.
 */
export const startReportingAfterPage = (
  start: () => void,
  done: () => Promise<void> = () => pageDone(AFTER_LOAD_MS),
): (() => void) => {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  window.addEventListener(REPORT_WAITING_EVENT, once, { once: true });
  void done().then(once);
  return once;
};
