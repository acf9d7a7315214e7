/**
 * Runtime plugin of the shell's federation instance that cuts a remote's load into tasks (issue 10, Total
 * Blocking Time). The runtime runs a remote's steps back to back in microtasks: its remote entry's script
 * is evaluated, the remote is initialised (its shared modules registered in the page's share scope and
 * its own first consumes resolved), then its exposed module is fetched and evaluated, all in one task of
 * the page's first load with the current page's remote. Yielding to the browser before the remote's
 * initialisation and before its exposed module is evaluated gives each step a task of its own. Nothing is
 * skipped or reordered: each hook resolves, a task later, and the runtime goes on.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../features/scheduling';

export const TASK_PLUGIN_NAME = 'shell-remote-load-in-tasks';

const remoteLoadInTasksPlugin = (): ModuleFederationRuntimePlugin => ({
  name: TASK_PLUGIN_NAME,
  // After the remote entry's script ran, before `init` (its share registration and first consumes).
  beforeInitRemote: () => yieldToMain(),
  // After the exposed module's chunks loaded, before its module is evaluated.
  beforeExecuteFactory: () => yieldToMain(),
});

export default remoteLoadInTasksPlugin;
