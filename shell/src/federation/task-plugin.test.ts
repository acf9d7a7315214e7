import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerFromRegistry } from './registry';
import remoteLoadInTasksPlugin, { TASK_PLUGIN_NAME } from './task-plugin';

const runtime = vi.hoisted(() => ({ plugins: [] as { name: string }[] }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: async () => null,
  registerPlugins: (plugins: { name: string }[]) => runtime.plugins.push(...plugins),
  registerRemotes: () => {},
}));

type Hook = () => Promise<void>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the remote-load-in-tasks runtime plugin', () => {
  const plugin = remoteLoadInTasksPlugin();

  it.each(['beforeInitRemote', 'beforeExecuteFactory'] as const)(
    '%s lets the runtime go on a task later, with nothing returned (the runtime keeps its arguments)',
    async (hook) => {
      vi.stubGlobal('scheduler', undefined);
      vi.useFakeTimers();
      const order: string[] = [];
      const resumed = (plugin[hook] as unknown as Hook)().then((value) => {
        order.push('runtime goes on');
        expect(value).toBeUndefined();
      });
      queueMicrotask(() => order.push('microtask'));
      await Promise.resolve();
      await Promise.resolve();
      expect(order).toEqual(['microtask']);
      await vi.runOnlyPendingTimersAsync();
      await resumed;
      expect(order).toEqual(['microtask', 'runtime goes on']);
    },
  );

  it("is one of the shell's runtime plugins, after the failure handling", async () => {
    await registerFromRegistry({
      remotes: [{ name: 'mfe_plans', entry: 'http://plans.test/mf-manifest.json' }],
    });
    const names = runtime.plugins.map((p) => p.name);
    expect(names).toContain(TASK_PLUGIN_NAME);
    expect(names.indexOf(TASK_PLUGIN_NAME)).toBeGreaterThan(names.indexOf('shell-error-load-remote'));
  });
});
