import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { knownVisitor } from '../support';
import { plansInRegistry, registry, releaseEnv, root } from './support';

/**
 * The synthetic check before exposure (docs/releasing.md): `release` and `release --canary` try the
 * candidate in headless Chromium against this suite (its main routes in the default layout, and the
 * embedding layout) before the registry names it. The bad candidate is mfe-plans built with pages that
 * throw on mount (scripts/lib/throwing-remote.mjs, built by scripts/e2e-server.mjs): it passes the release
 * checks of its manifest, so only the browser can refuse it.
 */
const audit = path.join(root, 'e2e/.tmp/remotes.audit.jsonl');
const CDN = 'http://localhost:3006';
const THROWN = 'this page throws on mount (a test build)';

/** `npm run <args>` on the suite's registry, as its own process (the page under test keeps running). */
const npmRun = (...args: string[]) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      'npm',
      ['run', '--silent', ...args],
      { cwd: root, env: releaseEnv(), encoding: 'utf8' },
      (_error, stdout, stderr) => resolve({ status: child.exitCode ?? -1, stdout, stderr }),
    );
  });

const auditLines = () =>
  readFileSync(audit, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

test.afterEach(() => copyFileSync(`${registry}.default`, registry));

test('a release whose pages throw on mount is refused by the synthetic check, naming the route and the error; the registry unchanged', async () => {
  test.setTimeout(300_000);
  const before = readFileSync(registry, 'utf8');
  const result = await npmRun('release', '--', 'mfe-plans', '--from', 'mfe-plans/dist-throwing');
  expect(result.status, result.stderr).toBe(1);
  expect(result.stderr).toMatch(
    /mfe-plans \S+ fails the synthetic check \([\d.]+ s\); the registry is unchanged/,
  );
  // Each main route is named with what went wrong there: the error (the shell's boundary logs what it
  // caught), and the error page in its place.
  for (const route of ['/', '/plans/all/']) {
    expect(result.stderr).toContain(`${route} (default layout): console error: Error: ${THROWN}`);
    expect(result.stderr).toContain(`${route} (default layout): it shows the fault fallback (error-page)`);
  }
  expect(result.stderr).toMatch(/the partner embedding \(embedding layout\): .*this page throws on mount/);
  expect(readFileSync(registry, 'utf8')).toBe(before);
  expect(auditLines().at(-1)).toMatchObject({
    command: 'release',
    remote: 'mfe_plans',
    check: { result: 'refused', problems: expect.arrayContaining([expect.stringContaining(THROWN)]) },
  });
});

test('a good build passes the check and is live; a --canary of the throwing build is refused before any visitor is routed to it', async ({
  page,
}) => {
  test.setTimeout(480_000);

  const good = await npmRun('release', '--', 'mfe-plans');
  expect(good.status, good.stderr).toBe(0);
  expect(good.stdout).toMatch(/passed the synthetic check in [\d.]+ s/);
  const version = plansInRegistry().current?.version ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(auditLines().at(-1)).toMatchObject({
    command: 'release',
    version,
    check: { result: 'passed', pages: expect.arrayContaining(['/plans/all/ (default layout)']) },
  });
  await knownVisitor(page);
  const fromRelease = page.waitForRequest((r) => r.url().startsWith(`${CDN}/mfe-plans/${version}/`));
  await page.goto('/plans/all/');
  await fromRelease;
  await expect(page.locator('[data-remote="mfe_plans"]')).toHaveAttribute('data-remote-build', 'main', {
    timeout: 30_000,
  });

  // The registry is read all the while the canary is tried: it never names a canary.
  const before = readFileSync(registry, 'utf8');
  const seen = new Set<string>();
  const watching = setInterval(() => seen.add(readFileSync(registry, 'utf8')), 100);
  const canary = await npmRun(
    'release',
    '--',
    'mfe-plans',
    '--from',
    'mfe-plans/dist-throwing',
    '--canary',
    '50',
  );
  clearInterval(watching);
  expect(canary.status, canary.stderr).toBe(1);
  expect(canary.stderr).toContain(`/plans/all/ (default layout): console error: Error: ${THROWN}`);
  expect([...seen]).toEqual([before]);
  expect(plansInRegistry()).toEqual({
    name: 'mfe_plans',
    current: expect.objectContaining({ version }),
    previous: expect.objectContaining({ version: 'unversioned' }),
  });
});
