// embed-app.js: the async boundary (the federation runtime agrees on shared modules before any of them
// runs), then the plan finder is registered for the loader under APP_KEY.
import { APP_KEY, type PlanFinderApp } from './contract';

(globalThis as Record<symbol, Promise<PlanFinderApp>>)[APP_KEY] = import('./features/mount').then(
  (module) => module.app,
);
