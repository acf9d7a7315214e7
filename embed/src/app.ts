// embed-app.js: the async boundary (the federation runtime agrees on shared modules before any of them
// runs), then the plan finder is registered for the loader under APP_KEY. The first load's shared modules
// are eager, in this file (rspack.config.mjs): evaluated at once with the finder, they were one long task,
// so the big ones are evaluated first, a task each, as the shell's bootstrap does.
import { yieldToMain } from 'shared-contracts/scheduling';
import { APP_KEY, type PlanFinderApp } from './contract';

/** The first load's big modules (in this chunk, eager), each evaluated in a task of its own. */
const MODULE_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'shared-contracts/zod-config'),
  () => import(/* webpackMode: "eager" */ 'shared-contracts'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
];

const start = async () => {
  for (const evaluate of MODULE_GROUPS) {
    await evaluate();
    await yieldToMain();
  }
  return (await import('./features/mount')).app;
};

(globalThis as Record<symbol, Promise<PlanFinderApp>>)[APP_KEY] = start();
