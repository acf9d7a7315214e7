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

  it('once the session failed, a call without a token is answered at once, as before', async () => {
    const gate = createSessionGate(() => undefined);
    const waiting = gate.token();
    gate.settle();
    await expect(waiting).resolves.toBeUndefined();
    expect(gate.token()).toBeUndefined();
  });

  it('a session that failed is started again by the next call, which waits for it and gets its token', async () => {
    let token: string | undefined;
    const gate = createSessionGate(() => token);
    const retry = vi.fn();
    gate.settle(retry);
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

  it('a new start that fails too answers its calls without a token, and the next call tries once more', async () => {
    const gate = createSessionGate(() => undefined);
    const retries: string[] = [];
    gate.settle(() => retries.push('first'));
    const waiting = gate.token();
    gate.settle(() => retries.push('second'));
    await expect(waiting).resolves.toBeUndefined();
    expect(retries).toEqual(['first']);
    void gate.token();
    expect(retries).toEqual(['first', 'second']);
  });

  it('never waits longer than its bound', async () => {
    vi.useFakeTimers();
    const gate = createSessionGate(() => undefined, 1_000);
    const waiting = gate.token();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBeUndefined();
  });
});
