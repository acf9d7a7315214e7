// The synthetic check's candidate (docs/releasing.md): while `release` or `promote` tries a version in a
// browser, a pin file beside the registry names the remote, the candidate's entry and a random token.
// The shell's server gives that entry to a request whose `mpf_candidate` cookie holds the token, and to
// nobody else: visitors never get a candidate, and a cookie without the file (or after it expired) does
// nothing. Only whoever may change the registry can write the file.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export const CANDIDATE_COOKIE = 'mpf_candidate';
/** A pin left by a check that died is ignored after this long. */
const PIN_TTL_MS = 10 * 60_000;

export const pinFile = (registryFile) => `${registryFile}.candidate.json`;

/** @param {string} registryFile @param {{ token: string, remote: string, entry: string }} pin */
export const writePin = (registryFile, pin) =>
  writeFileSync(pinFile(registryFile), `${JSON.stringify({ ...pin, expiresAt: Date.now() + PIN_TTL_MS })}\n`);

export const removePin = (registryFile) => rmSync(pinFile(registryFile), { force: true });

/** The pin in force, or null (none, unreadable or expired). */
export const readPin = (registryFile) => {
  const file = pinFile(registryFile);
  if (!existsSync(file)) return null;
  try {
    const pin = JSON.parse(readFileSync(file, 'utf8'));
    return typeof pin.token === 'string' && pin.token.length >= 32 && pin.expiresAt > Date.now() ? pin : null;
  } catch {
    return null;
  }
};

const cookieValue = (header = '', name) => {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
};

/**
 * The registry a request gets: the resolved one, with the pinned remote's entry replaced by the
 * candidate's when the request carries the pin's token.
 * @param {{ remotes: { name: string, entry: string }[] }} resolved plain entries (resolveRegistry)
 * @param {import('node:http').IncomingMessage} req
 * @param {string} registryFile
 */
export const withPinnedCandidate = (resolved, req, registryFile) => {
  const pin = readPin(registryFile);
  if (!pin || cookieValue(req?.headers?.cookie, CANDIDATE_COOKIE) !== pin.token) return resolved;
  return {
    ...resolved,
    remotes: resolved.remotes.map((r) => (r.name === pin.remote ? { ...r, entry: pin.entry } : r)),
  };
};
