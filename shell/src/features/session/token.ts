/**
 * The expiry of the session's access token, read (not verified: the api verifies it) from the JWT's
 * payload. Decoded here rather than with a JWT library, which cost the first load 0.5 kB gzip for these
 * few lines; a token that is not a three-part JWT with a JSON object payload has no expiry, as before.
 */
const payloadOf = (token: string): unknown => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
};

/** Seconds since the epoch at which the token expires, or 0 when it cannot be read. */
export const tokenExpiry = (token: string): number => {
  try {
    const payload = payloadOf(token);
    const exp = payload && typeof payload === 'object' ? (payload as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? exp : 0;
  } catch {
    return 0;
  }
};

/** A token is expired when the current time passes its expiry (in seconds) (spec 4). */
export const isTokenExpired = (token: string, nowMs: number): boolean => nowMs / 1000 > tokenExpiry(token);
