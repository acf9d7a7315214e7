/**
 * Runs `run` when the page is idle (within `timeout` ms even on a busy page), with the idle period's
 * deadline where the browser gives one; returns its cancellation.
 */
export const whenIdle = (run: (deadline?: IdleDeadline) => void, timeout = 100): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => run(), 16);
  return () => clearTimeout(handle);
};
