import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The synthetic check before exposure (docs/releasing.md): `release` tries the candidate in headless
 * Chromium against this suite before the registry names it. The candidate is mfe-plans built with pages
 * that throw on mount (scripts/lib/throwing-remote.mjs, built by scripts/e2e-server.mjs); it passes the
 * release checks of its manifest, so only the browser can refuse it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const registry = path.join(root, 'e2e/.tmp/remotes.json');

test('a release whose pages throw on mount is refused by the synthetic check, the registry unchanged', () => {
  test.setTimeout(240_000);
  const before = readFileSync(registry, 'utf8');
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'release', '--', 'mfe-plans', '--from', 'mfe-plans/dist-throwing'],
    {
      cwd: root,
      env: { ...process.env, REMOTES_FILE: registry, RELEASES_DIR: path.join(root, 'e2e/.tmp/releases') },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(1);
  expect(result.stderr).toContain('fails the synthetic check; the registry is unchanged');
  // What the page threw reaches the console (the shell's boundary catches it) and the fallback shows.
  expect(result.stderr).toMatch(
    /\/plans\/all\/ \(default layout\): (the page threw|console error):.*this page throws on mount/,
  );
  expect(result.stderr).toContain('/plans/all/ (default layout): it shows the fault fallback');
  expect(readFileSync(registry, 'utf8')).toBe(before);
  // The check's pin is gone: no later request can be given the candidate.
  expect(() => readFileSync(`${registry}.candidate.json`)).toThrow();
});
