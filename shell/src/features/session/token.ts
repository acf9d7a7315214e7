import { decodeJwt } from 'jose';

/** Seconds since the epoch at which the token expires, or 0 when it cannot be read. */
export const tokenExpiry = (token: string): number => {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp : 0;
  } catch {
    return 0;
  }
};

/** A token is expired when the current time passes its expiry (in seconds) (spec 4). */
export const isTokenExpired = (token: string, nowMs: number): boolean => nowMs / 1000 > tokenExpiry(token);
