/** Access tokens: HS256 JWTs (jose) carrying the session id (sub) and exp. */
import { randomUUID } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

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

/** Tokens whose signature and claims were checked, kept per verifier (about 300 bytes each). */
export const VERIFIED_TOKENS = 10_000;

/**
 * jwtVerify for one audience, remembering the claims of tokens that passed: a browser sends its token
 * with every call, and checking the HMAC through WebCrypto was a tenth of a plan search's time. The key
 * is the whole token, so only a token byte for byte equal to a verified one (same header, claims and
 * signature) is a hit; the time claims are checked again on every hit, as jose checks them (whole
 * seconds, no tolerance), against the clock of that moment. Refused tokens are never kept.
 */
export const tokenVerifier = (
  secret: Uint8Array,
  audience: string,
  clock: () => Date,
  max: number = VERIFIED_TOKENS,
) => {
  const verified = new LRUCache<string, JWTPayload>({ max });
  const verify = async (token: string): Promise<JWTPayload | null> => {
    const hit = verified.get(token);
    if (hit) {
      const now = Math.floor(clock().getTime() / 1000);
      const current = (hit.nbf === undefined || hit.nbf <= now) && hit.exp !== undefined && hit.exp > now;
      return current ? hit : null;
    }
    try {
      const { payload } = await jwtVerify(token, secret, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: clock(),
        clockTolerance: 0,
        requiredClaims: ['exp', 'sub'],
      });
      verified.set(token, Object.freeze(payload));
      return payload;
    } catch {
      return null;
    }
  };
  return {
    verify,
    /** How many verified tokens are kept now. */
    get remembered() {
      return verified.size;
    },
  };
};

export const createTokenService = (
  secret: Uint8Array,
  ttlSeconds: number,
  clock: () => Date,
): TokenService => {
  const { verify } = tokenVerifier(secret, AUDIENCE, clock);
  return {
    async issue(sessionId) {
      const nowS = Math.floor(clock().getTime() / 1000);
      const exp = nowS + ttlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sessionId)
        // Each token its own: two issued for a session in the same second (a renewal right after the
        // session began) were the same string, so a renewal could not be told from the token it replaced.
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowS)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      const payload = await verify(token);
      return typeof payload?.sub === 'string' ? payload.sub : null;
    },
  };
};

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

export const createGrantService = (secret: Uint8Array, clock: () => Date): GrantService => {
  const verifiers = new Map<GrantAudience, ReturnType<typeof tokenVerifier>['verify']>();
  const verifierOf = (audience: GrantAudience) => {
    let verify = verifiers.get(audience);
    if (!verify) {
      verify = tokenVerifier(secret, audience, clock).verify;
      verifiers.set(audience, verify);
    }
    return verify;
  };
  return {
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
      const payload = await verifierOf(audience)(token);
      if (typeof payload?.sub !== 'string' || typeof payload.exp !== 'number') return null;
      return {
        subject: payload.sub,
        id: typeof payload.jti === 'string' ? payload.jti : null,
        expiresAt: new Date(payload.exp * 1000),
      };
    },
  };
};
