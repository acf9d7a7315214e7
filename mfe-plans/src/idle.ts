/** Runs `run` when the page is idle (within `timeout` ms even on a busy page); returns its cancellation. */
export const whenIdle = (run: () => void, timeout = 100): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 16);
  return () => clearTimeout(handle);
};
