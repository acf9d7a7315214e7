/**
 * How long after the page's load event the shell's after-the-page work (error reporting, the web-vitals
 * library) waits, then for an idle moment: long enough to be out of the first load's network and tasks.
 */
export const AFTER_LOAD_MS = 3_000;

/** Resolves once the page has loaded, `afterLoadMs` more have passed and the browser is idle. */
export const pageDone = (afterLoadMs: number) =>
  new Promise<void>((resolve) => {
    const idle = () =>
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: 2_000 });
        else resolve();
      }, afterLoadMs);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
