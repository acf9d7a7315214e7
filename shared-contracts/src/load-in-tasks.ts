/**
 * The federation runtime plugin of every host (the shell and the partner embedding), built into the
 * host's runtime (`runtimePlugins` in tooling/rspack.mjs, so it is there before the first shared module
 * loads), that cuts the runtime's loading into tasks (issues 10 and 31, Total Blocking Time). The runtime
 * chains its steps in microtasks, so one `import()` became one long task:
 * - each shared module a chunk needs is fetched by its own factory, which inserts a script per chunk it
 *   spans. The partner embedding's first `import()` loaded about twenty shared modules that way, all in
 *   the task that evaluated embed-app.js (60-230 ms at full speed, 250-880 ms in Lighthouse's mobile
 *   simulation; a script insertion alone is 1-5 ms at 4x CPU throttling);
 * - a remote's entry is evaluated, then initialised (its shared modules registered, its first consumes
 *   resolved), then its exposed module is fetched and evaluated.
 * Yielding before each shared module's load, before a remote's initialisation and before an exposed
 * module's evaluation gives each its own task. Nothing is skipped or reordered: each hook resolves a
 * task later with what it was given, and the runtime goes on.
 * Typed by shape, so this package needs no federation dependency. Relative imports only: the build
 * bundles it into the runtime, before any shared module can be consumed.
 */
import { yieldToMain } from './scheduling';

export const LOAD_IN_TASKS_PLUGIN = 'load-in-tasks';

export const loadInTasks = () => ({
  name: LOAD_IN_TASKS_PLUGIN,
  // Before a shared module's factory runs (its chunks' scripts are inserted).
  beforeLoadShare: async <A extends object>(args: A): Promise<A> => {
    await yieldToMain();
    return args;
  },
  // After a remote entry's script ran, before `init` (its share registration and first consumes).
  beforeInitRemote: (): Promise<void> => yieldToMain(),
  // After an exposed module's chunks loaded, before its module is evaluated.
  beforeExecuteFactory: (): Promise<void> => yieldToMain(),
});

/** The form the build's `runtimePlugins` take: a module whose default export makes the plugin. */
export default loadInTasks;
