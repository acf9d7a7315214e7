/**
 * The start-up after the async boundary, in tasks (issue 10, Total Blocking Time). Every module here is in
 * this chunk ("eager" imports: no request), but a module is evaluated when first imported, and the app's
 * modules evaluated at once were one long task: zod and its locale set-up, the contracts' schemas and
 * route table, then the start-up's own modules (federation registry, first page, analytics). So each
 * group is imported in a task of its own, in the order they depend on one another (zod-config first: it
 * sets zod's options before anything parses), then `start` runs in another (start.ts: boot data,
 * registry, the current page's remote, then the app's modules and the first render, each in its own too).
 */
import { yieldToMain } from './features/scheduling';

/** The module groups evaluated before `start`, one task each, in this order. */
export const MODULE_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'shared-contracts/zod-config'),
  // The session's calls and their schemas (the start-up's first call); the contracts' other resources
  // are imported by resource (shared-contracts/endpoints/<resource>), with the modules that use them.
  () => import(/* webpackMode: "eager" */ 'shared-contracts/endpoints/session'),
  () => import(/* webpackMode: "eager" */ 'shared-contracts'),
];

export const boot = async () => {
  for (const evaluate of MODULE_GROUPS) {
    await evaluate();
    await yieldToMain();
  }
  const { start } = await import(/* webpackMode: "eager" */ './start');
  await yieldToMain();
  await start();
};

boot().catch((error) => console.error('[shell] failed to start', error));
