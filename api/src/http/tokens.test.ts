import { describe, expect, it } from 'vitest';
import { createGrantService, createTokenService, tokenVerifier } from './tokens';

const secret = new TextEncoder().encode('test-secret-of-at-least-32-bytes-0123456789');
const TTL = 600;

/** A clock the test moves. */
const clockAt = (start: Date) => {
  let now = start;
  return { clock: () => now, move: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
};

describe('verified tokens are remembered, their time claims checked on every call', () => {
  it('refuses a remembered token from the second it expires, as jose does', async () => {
    const { clock, move } = clockAt(new Date('2027-01-04T10:00:00.250Z'));
    const tokens = createTokenService(secret, TTL, clock);
    const { token, expiresAt } = await tokens.issue('session-1');
    expect(await tokens.verify(token)).toBe('session-1');
    move(TTL - 1);
    expect(await tokens.verify(token)).toBe('session-1');
    move(1);
    expect(clock().getTime()).toBeGreaterThanOrEqual(expiresAt.getTime());
    expect(await tokens.verify(token)).toBeNull();
    // And a service that never saw it says the same.
    expect(await createTokenService(secret, TTL, clock).verify(token)).toBeNull();
  });

  it('issues a new token for each call, even for one session in one second (a renewal is a new token)', async () => {
    const { clock } = clockAt(new Date('2027-01-04T10:00:00.250Z'));
    const tokens = createTokenService(secret, TTL, clock);
    const first = await tokens.issue('session-1');
    const renewed = await tokens.issue('session-1');
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.expiresAt).toEqual(first.expiresAt);
    expect(await tokens.verify(first.token)).toBe('session-1');
    expect(await tokens.verify(renewed.token)).toBe('session-1');
  });

  it('refuses a token differing from a remembered one in any part', async () => {
    const tokens = createTokenService(secret, TTL, () => new Date());
    const { token } = await tokens.issue('session-2');
    expect(await tokens.verify(token)).toBe('session-2');
    const [header, claims, signature] = token.split('.') as [string, string, string];
    const flip = (s: string) => `${s.slice(0, 5)}${s[5] === 'A' ? 'B' : 'A'}${s.slice(6)}`;
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), sub: 'session-3' }),
    ).toString('base64url');
    for (const forged of [
      `${header}.${claims}.${flip(signature)}`,
      `${header}.${forgedClaims}.${signature}`,
      `${flip(header)}.${claims}.${signature}`,
    ])
      expect(await tokens.verify(forged)).toBeNull();
  });

  it('keeps grants of each audience apart, remembered or not', async () => {
    const clock = () => new Date();
    const grants = createGrantService(secret, clock);
    const { token } = await grants.issue('meeting', 'meeting-1', new Date(Date.now() + 60_000));
    expect((await grants.verify('meeting', token))?.subject).toBe('meeting-1');
    expect(await grants.verify('member', token)).toBeNull();
    expect(await grants.verify('member-link', token)).toBeNull();
    expect(await createTokenService(secret, TTL, clock).verify(token)).toBeNull();
    expect((await grants.verify('meeting', token))?.subject).toBe('meeting-1');
  });

  it('never keeps a refused token, and keeps no more than its bound', async () => {
    const clock = () => new Date();
    const tokens = createTokenService(secret, TTL, clock);
    const verifier = tokenVerifier(secret, 'consumer', clock, 3);
    const issued = await Promise.all([1, 2, 3, 4, 5].map((i) => tokens.issue(`session-${i}`)));
    expect(await verifier.verify('not.a.token')).toBeNull();
    expect(verifier.remembered).toBe(0);
    for (const { token } of issued) expect(await verifier.verify(token)).not.toBeNull();
    expect(verifier.remembered).toBe(3);
    for (const { token } of issued) expect((await verifier.verify(token))?.sub).toMatch(/^session-/);
  });
});
