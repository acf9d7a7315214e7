import { expect, it, vi } from 'vitest';

// What the bootstrap does, in order: each module group evaluated (a mocked module's factory runs when it is
// first imported), a yield to the browser after each, then `start` in a task of its own.
const order = vi.hoisted(() => [] as string[]);
vi.mock('./features/scheduling', () => ({
  yieldToMain: async () => {
    order.push('yield');
  },
}));
vi.mock('shared-contracts/zod-config', () => {
  order.push('zod-config');
  return {};
});
vi.mock('shared-contracts/endpoints/session', async (importOriginal) => {
  order.push('shared-contracts/endpoints/session');
  return importOriginal();
});
vi.mock('shared-contracts', async (importOriginal) => {
  order.push('shared-contracts');
  return importOriginal();
});
vi.mock('./start', () => {
  order.push('start.ts');
  return {
    start: async () => {
      order.push('start()');
    },
  };
});

it("evaluates the app's module groups one task each, zod's set-up first, then starts in another", async () => {
  await import('./bootstrap');
  await vi.waitFor(() => expect(order).toContain('start()'), { timeout: 10_000 });
  expect(order).toEqual([
    'zod-config',
    'yield',
    'shared-contracts/endpoints/session',
    'yield',
    'shared-contracts',
    'yield',
    'start.ts',
    'yield',
    'start()',
  ]);
});
