/** Access tokens: HS256 JWTs (jose) carrying the session id (sub) and exp. */
import { jwtVerify, SignJWT } from 'jose';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(sessionId: string): Promise<IssuedToken>;
  /** The session id of a valid, unexpired token, else null. */
  verify(token: string): Promise<string | null>;
}

const ISSUER = 'medicare-reference-api';
const AUDIENCE = 'consumer';

export const createTokenService = (
  secret: Uint8Array,
  ttlSeconds: number,
  clock: () => Date,
): TokenService => ({
  async issue(sessionId) {
    const nowS = Math.floor(clock().getTime() / 1000);
    const exp = nowS + ttlSeconds;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sessionId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(nowS)
      .setExpirationTime(exp)
      .sign(secret);
    return { token, expiresAt: new Date(exp * 1000) };
  },
  async verify(token) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: clock(),
        clockTolerance: 0,
        requiredClaims: ['exp', 'sub'],
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  },
});

/** The bearer token of an Authorization header, or null. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
};

/**
 * Signed grants other than session tokens, each with its own audience so that no grant passes for
 * another: 'member' (a member's access token, sub = account id), 'member-link' (the signed link the
 * agency sends, sub = account id, jti = the member_links row) and 'meeting' (a meeting's confirmation
 * link, sub = meeting id).
 */
export type GrantAudience = 'member' | 'member-link' | 'meeting';

export interface Grant {
  subject: string;
  id: string | null;
  expiresAt: Date;
}

export interface GrantService {
  issue(
    audience: GrantAudience,
    subject: string,
    expiresAt: Date,
    id?: string,
  ): Promise<{ token: string; expiresAt: Date }>;
  /** The grant of a valid, unexpired token of that audience, else null. */
  verify(audience: GrantAudience, token: string): Promise<Grant | null>;
}

export const createGrantService = (secret: Uint8Array, clock: () => Date): GrantService => ({
  async issue(audience, subject, expiresAt, id) {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    let jwt = new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(Math.floor(clock().getTime() / 1000))
      .setExpirationTime(exp);
    if (id) jwt = jwt.setJti(id);
    return { token: await jwt.sign(secret), expiresAt: new Date(exp * 1000) };
  },
  async verify(audience, token) {
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: clock(),
        clockTolerance: 0,
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      return {
        subject: payload.sub,
        id: typeof payload.jti === 'string' ? payload.jti : null,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  },
});
