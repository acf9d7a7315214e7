/**
 * Giving the main thread back between pieces of work, so that the browser can paint and answer input in
 * between and no piece becomes one long task (Total Blocking Time, issue 10). One for the shell, the kit
 * and the remotes.
 */

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
