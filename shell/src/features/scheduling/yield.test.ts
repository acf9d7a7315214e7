import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('resolves in a later task without it: after the microtasks, once a timer has run', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await vi.runOnlyPendingTimersAsync();
    await yielded;
    expect(order).toEqual(['microtask', 'after the yield']);
  });
});
