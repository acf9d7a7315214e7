import { afterEach, describe, expect, it, vi } from 'vitest';
import loadInTasksDefault, { LOAD_IN_TASKS_PLUGIN, loadInTasks } from './load-in-tasks';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Calls a hook and records when the runtime would go on: after a microtask queued beside it, or not. */
const goesOnATaskLater = async (call: () => Promise<unknown>) => {
  vi.stubGlobal('scheduler', undefined);
  vi.useFakeTimers();
  const order: string[] = [];
  const resumed = call().then((value) => {
    order.push('runtime goes on');
    return value;
  });
  queueMicrotask(() => order.push('microtask'));
  await Promise.resolve();
  await Promise.resolve();
  expect(order).toEqual(['microtask']);
  await vi.runOnlyPendingTimersAsync();
  const value = await resumed;
  expect(order).toEqual(['microtask', 'runtime goes on']);
  return value;
};

describe('the load-in-tasks runtime plugin', () => {
  const plugin = loadInTasks();

  it('is the default export, as the build’s runtimePlugins take it', () => {
    expect(loadInTasksDefault().name).toBe(LOAD_IN_TASKS_PLUGIN);
    expect(plugin.name).toBe(LOAD_IN_TASKS_PLUGIN);
  });

  it('lets a shared module load a task later, with the arguments it was given (a waterfall hook)', async () => {
    const args = { pkgName: 'react-router-dom', shareInfo: { scope: ['default'] } };
    await expect(goesOnATaskLater(() => plugin.beforeLoadShare(args))).resolves.toBe(args);
  });

  it.each(['beforeInitRemote', 'beforeExecuteFactory'] as const)(
    '%s lets the runtime go on a task later, with nothing returned (the runtime keeps its arguments)',
    async (hook) => {
      await expect(goesOnATaskLater(() => plugin[hook]())).resolves.toBeUndefined();
    },
  );
});
