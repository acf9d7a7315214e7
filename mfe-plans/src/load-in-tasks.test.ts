import { describe, expect, it } from 'vitest';
import { loadInTasks } from './load-in-tasks';

describe('loadInTasks', () => {
  it('loads each group a task after the one before, and the page a task after the last group', async () => {
    const order: string[] = [];
    const page = { default: () => null };
    const loaded = await loadInTasks(
      [async () => order.push('shared'), async () => order.push('cards')],
      async () => {
        order.push('page');
        return page;
      },
      async () => {
        order.push('yield');
      },
    );
    expect(order).toEqual(['shared', 'yield', 'cards', 'yield', 'page']);
    expect(loaded).toBe(page);
  });

  it('by default waits for a real task between groups (not a microtask)', async () => {
    const order: string[] = [];
    const load = loadInTasks([async () => order.push('group')], async () => {
      order.push('page');
      return 'page';
    });
    // A microtask queued now runs before the page (a group is awaited), a zero timeout too (a task).
    queueMicrotask(() => order.push('microtask'));
    setTimeout(() => order.push('task'), 0);
    await load;
    expect(order).toEqual(['group', 'microtask', 'task', 'page']);
  });

  it('a group that fails fails the load (the shell shows its fault UI), nothing after it is asked for', async () => {
    const order: string[] = [];
    await expect(
      loadInTasks(
        [async () => order.push('shared'), () => Promise.reject(new Error('chunk failed'))],
        async () => {
          order.push('page');
          return 'page';
        },
        async () => {},
      ),
    ).rejects.toThrow('chunk failed');
    expect(order).toEqual(['shared']);
  });
});
