/**
 * Giving the main thread back between pieces of work, so that the browser can paint and answer input in
 * between and no piece becomes one long task (Total Blocking Time, issue 10). One for the shell, the kit
 * and the remotes.
 */

import { REPORT_WAITING_EVENT } from './constants';

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation runs ahead of
 * other queued tasks), else a zero timeout.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * How long after the page's load event a host's after-the-page work (error reporting and its SDK, the
 * web-vitals library) waits, then for an idle moment: long enough to be out of the first load's network
 * and tasks.
 */
export const AFTER_LOAD_MS = 3_000;

/**
 * The browser's globals the after-the-page helpers use, typed here: this module is in the contracts' root,
 * which the api's build (no DOM types) compiles too. Only a host in a browser calls them.
 */
interface PageGlobals {
  document: { readyState: string };
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}
const browser = () => globalThis as unknown as PageGlobals;

/** Resolves once the page has loaded, `afterLoadMs` more have passed and the browser is idle. */
export const pageDone = (afterLoadMs: number) =>
  new Promise<void>((resolve) => {
    const idle = () =>
      setTimeout(() => {
        const whenIdle = browser().requestIdleCallback;
        if (typeof whenIdle === 'function') whenIdle.call(globalThis, () => resolve(), { timeout: 2_000 });
        else resolve();
      }, afterLoadMs);
    if (browser().document.readyState === 'complete') idle();
    else browser().addEventListener('load', idle, { once: true });
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
  browser().addEventListener(REPORT_WAITING_EVENT, once, { once: true });
  void done().then(once);
  return once;
};
