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

  it('never waits longer than its bound', async () => {
    vi.useFakeTimers();
    const gate = createSessionGate(() => undefined, 1_000);
    const waiting = gate.token();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(waiting).resolves.toBeUndefined();
  });
});
