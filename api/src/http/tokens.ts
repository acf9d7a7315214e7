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
