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
