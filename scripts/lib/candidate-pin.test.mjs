import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CANDIDATE_COOKIE,
  pinFile,
  readPin,
  removePin,
  withPinnedCandidate,
  writePin,
} from './candidate-pin.mjs';

const resolved = {
  remotes: [
    { name: 'mfe_onboarding', entry: 'http://localhost:3001/mf-manifest.json' },
    { name: 'mfe_plans', entry: 'https://cdn.example/mfe-plans/1.0.0/mf-manifest.json' },
  ],
};
const CANDIDATE = 'https://cdn.example/mfe-plans/2.0.0/mf-manifest.json';
const TOKEN = 'a'.repeat(48);
const request = (cookie) => ({ headers: cookie ? { cookie } : {} });

describe('the synthetic check pin', () => {
  let registryFile;
  beforeEach(() => {
    registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'pin-')), 'remotes.json');
  });

  it("gives the candidate to the check's requests only, those with the pin's token", () => {
    writePin(registryFile, { token: TOKEN, remote: 'mfe_plans', entry: CANDIDATE });
    const pinned = withPinnedCandidate(
      resolved,
      request(`mpf_bucket=3; ${CANDIDATE_COOKIE}=${TOKEN}`),
      registryFile,
    );
    expect(pinned.remotes).toEqual([resolved.remotes[0], { name: 'mfe_plans', entry: CANDIDATE }]);
    expect(withPinnedCandidate(resolved, request('mpf_bucket=3'), registryFile)).toBe(resolved);
    expect(
      withPinnedCandidate(resolved, request(`${CANDIDATE_COOKIE}=${'b'.repeat(48)}`), registryFile),
    ).toBe(resolved);
  });

  it('does nothing once the pin is removed, after it expired, or with a short token', () => {
    writePin(registryFile, { token: TOKEN, remote: 'mfe_plans', entry: CANDIDATE });
    removePin(registryFile);
    expect(withPinnedCandidate(resolved, request(`${CANDIDATE_COOKIE}=${TOKEN}`), registryFile)).toBe(
      resolved,
    );
    writeFileSync(
      pinFile(registryFile),
      JSON.stringify({ token: TOKEN, remote: 'mfe_plans', entry: CANDIDATE, expiresAt: Date.now() - 1 }),
    );
    expect(readPin(registryFile)).toBeNull();
    writePin(registryFile, { token: 'short', remote: 'mfe_plans', entry: CANDIDATE });
    expect(withPinnedCandidate(resolved, request(`${CANDIDATE_COOKIE}=short`), registryFile)).toBe(resolved);
  });
});
