import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionGate } from './session-gate';

afterEach(() => {
  vi.useRealTimers();
});

describe('the session gate', () => {
  it('gives a token at once when the session has one', () => {
    const gate = createSessionGate(() => 'tok');
    expect(gate.token()).toBe('tok');
  });

  it('while the session starts, a call waits and gets the token the session brings', async () => {
    let token: string | undefined;
    const gate = createSessionGate(() => token);
    const waiting = gate.token();
    expect(waiting).toBeInstanceOf(Promise);
    token = 'new-session';
    gate.settle();
    await expect(waiting).resolves.toBe('new-session');
  });

  it('a session that failed is started again by the next call, which waits for it and gets its token', async () => {
    let token: string | undefined;
    const gate = createSessionGate(() => token);
    const retry = vi.fn();
    gate.fail(retry);
    const first = gate.token();
    const second = gate.token();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(first).toBeInstanceOf(Promise);
    token = 'second-start';
    gate.settle();
    await expect(first).resolves.toBe('second-start');
    await expect(second).resolves.toBe('second-start');
    expect(gate.token()).toBe('second-start');
  });

  it('a call that waited on a start that failed gets one start of its own', async () => {
    let token: string | undefined;
    const gate = createSessionGate(() => token);
    const retries: string[] = [];
    // The visit's first start is under way (the api still down) when the person presses Send.
    const waiting = gate.token();
    gate.fail(() => {
      retries.push('own start');
      queueMicrotask(() => {
        token = 'own-start';
        gate.settle();
      });
    });
    await expect(waiting).resolves.toBe('own-start');
    expect(retries).toEqual(['own start']);
  });

  it('a start of its own that fails too answers the call without a token: one start per call, no loop', async () => {
    const gate = createSessionGate(() => undefined);
    const retries: number[] = [];
    gate.fail(() => retries.push(1));
    const waiting = gate.token();
    gate.starting();
    gate.fail(() => retries.push(2));
    await expect(waiting).resolves.toBeUndefined();
    expect(retries).toEqual([1]);
    // The next call tries once more.
    void gate.token();
    expect(retries).toEqual([1, 2]);
  });

  it('never waits longer than its bound', async () => {
    vi.useFakeTimers();
    const gate = createSessionGate(() => undefined, 1_000);
    const waiting = gate.token();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBeUndefined();
  });
});
