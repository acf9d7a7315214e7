import { decodeJwt, UnsecuredJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { waitForSnapshot } from '../../test-app';
import { createSessionActor, type RestoredSession, type SessionInput } from './session.machine';
import { isTokenExpired, tokenExpiry } from './token';

const NOW = Date.UTC(2026, 10, 21, 12);
const token = (expSeconds: number) => new UnsecuredJWT({ sid: 's' }).setExpirationTime(expSeconds).encode();
const fresh = token(NOW / 1000 + 3600);
const stale = token(NOW / 1000 - 1);

const restored = (over: Partial<RestoredSession> = {}): RestoredSession => ({
  websiteReferenceId: 'REF_restored_00000000',
  accessToken: fresh,
  connectureSessionId: 'c-1',
  accountId: null,
  zip: '85004',
  fips: '04013',
  countyName: 'Maricopa',
  assignedAgent: null,
  ...over,
});

type FetchInput = { referenceId: string; token: string };
type CreateInput = { zip?: string; fips?: string; landingUrl: string };
const run = (
  input: Partial<SessionInput>,
  fetched: () => Promise<RestoredSession>,
  created: () => Promise<RestoredSession>,
) => {
  const fetchSession = vi.fn((_call: { input: FetchInput }) => fetched());
  const createSession = vi.fn((_call: { input: CreateInput }) => created());
  const actor = createSessionActor(
    { fetchSession, createSession },
    { stored: null, landingUrl: 'http://localhost:3000/', now: () => NOW, ...input },
  ).start();
  return { actor, fetchSession, createSession };
};

describe('token expiry', () => {
  it('reads exp in seconds and compares with the clock', () => {
    expect(tokenExpiry(fresh)).toBe(NOW / 1000 + 3600);
    expect(isTokenExpired(fresh, NOW)).toBe(false);
    expect(isTokenExpired(stale, NOW)).toBe(true);
    expect(isTokenExpired('not-a-token', NOW)).toBe(true);
  });

  it('has no expiry for a token it cannot read, as jose reads them', () => {
    const [header, , signature] = fresh.split('.');
    const withPayload = (json: string) => `${header}.${Buffer.from(json).toString('base64url')}.${signature}`;
    // A payload in base64url with the characters base64 spells + and / (a name with ~ and ?).
    const named = withPayload(JSON.stringify({ exp: 1_900_000_000, name: '~~~???>>>' }));
    expect(named.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiry(named)).toBe(decodeJwt(named).exp);
    for (const token of [
      withPayload(JSON.stringify({ exp: '1900000000' })),
      withPayload(JSON.stringify({})),
      withPayload('[1900000000]'),
      withPayload('1900000000'),
      withPayload('{"exp": 19'),
      `${header}..${signature}`,
      `${fresh}.extra.parts`,
      `${header}.%%%.${signature}`,
      '',
    ]) {
      expect(tokenExpiry(token), token).toBe(0);
      expect(isTokenExpired(token, NOW), token).toBe(true);
    }
  });
});

describe('session start', () => {
  it('uses a stored session with reference id, connecture id and an unexpired token as it is', async () => {
    const stored = {
      websiteReferenceId: 'REF_stored_0000000000',
      accessToken: fresh,
      connectureSessionId: 'c-9',
    };
    const { actor, fetchSession, createSession } = run(
      { stored },
      async () => restored(),
      async () => restored(),
    );
    await waitForSnapshot(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.session).toEqual(stored);
    expect(fetchSession).not.toHaveBeenCalled();
    expect(createSession).not.toHaveBeenCalled();
  });

  it('restores by reference id when the connecture id is missing', async () => {
    const stored = { websiteReferenceId: 'REF_stored_0000000000', accessToken: fresh };
    const { actor, fetchSession, createSession } = run(
      { stored },
      async () => restored(),
      async () => restored(),
    );
    await waitForSnapshot(actor, (s) => s.matches('ready'));
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(fetchSession.mock.calls[0]![0].input).toEqual({
      referenceId: 'REF_stored_0000000000',
      token: fresh,
    });
    expect(createSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.restored?.zip).toBe('85004');
  });

  it('creates a new session when the stored token has expired and the restore fails', async () => {
    const stored = {
      websiteReferenceId: 'REF_stored_0000000000',
      accessToken: stale,
      connectureSessionId: 'c-9',
    };
    const { actor, fetchSession, createSession } = run(
      { stored },
      async () => Promise.reject(new Error('Unauthorized Session')),
      async () => restored({ websiteReferenceId: 'REF_new_000000000000' }),
    );
    await waitForSnapshot(actor, (s) => s.matches('ready'));
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(createSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.session?.websiteReferenceId).toBe('REF_new_000000000000');
  });

  it('creates a new session when the restored session comes back with an expired token', async () => {
    const stored = { websiteReferenceId: 'REF_stored_0000000000', accessToken: fresh };
    const { actor, createSession } = run(
      { stored },
      async () => restored({ accessToken: stale }),
      async () => restored(),
    );
    await waitForSnapshot(actor, (s) => s.matches('ready'));
    expect(createSession).toHaveBeenCalledTimes(1);
  });

  it('creates a session with the zip and fips of the link when nothing is stored', async () => {
    const { actor, createSession } = run(
      { zip: '85004', fips: '04013' },
      async () => restored(),
      async () => restored(),
    );
    await waitForSnapshot(actor, (s) => s.matches('ready'));
    expect(createSession.mock.calls[0]![0].input).toEqual({
      zip: '85004',
      fips: '04013',
      landingUrl: 'http://localhost:3000/',
    });
  });

  it('retries after a failure, and a reset makes a new session', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { actor, createSession } = run(
      {},
      async () => restored(),
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('api down');
        return restored({ websiteReferenceId: `REF_try_${calls}_00000000000` });
      },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'), { timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'), { timeout: 10_000 });
    actor.send({ type: 'session.reset' });
    await vi.waitFor(() => expect(createSession).toHaveBeenCalledTimes(3), { timeout: 10_000 });
    vi.useRealTimers();
  });

  it('waits 1200 ms for the USN all-id unless the visit was tracked', async () => {
    vi.useFakeTimers();
    const { actor, createSession } = run(
      { allId: 'USN' },
      async () => restored(),
      async () => restored(),
    );
    expect(actor.getSnapshot().value).toBe('waitingForPartner');
    await vi.advanceTimersByTimeAsync(1_199);
    expect(createSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'), { timeout: 10_000 });
    const tracked = run(
      { allId: 'USN', visitWasTracked: true },
      async () => restored(),
      async () => restored(),
    );
    expect(tracked.actor.getSnapshot().value).not.toBe('waitingForPartner');
    vi.useRealTimers();
  });
});
