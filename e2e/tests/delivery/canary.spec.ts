import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { livePage } from '../support';
import { plansInRegistry, registry, releaseEnv, root } from './support';

/**
 * Versioned delivery (issue 14, docs/releasing.md): `npm run release | promote | rollback` change only the
 * served registry (e2e/.tmp/remotes.json, as scripts/e2e-server.mjs serves it) and the release CDN's folder
 * (e2e/.tmp/releases on :3006). The canary build is mfe-plans built with BUILD_LABEL=canary (dist-canary).
 * These tests are about who gets which version: their releases skip the synthetic check (`--skip-check`,
 * recorded in the audit trail), which delivery/synthetic-check.spec.ts tests.
 */
const CDN = 'http://localhost:3006';
const CANARY_PERCENT = 50;

const npmRun = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: root, env: releaseEnv(), encoding: 'utf8' });

/** sha256 of every file of the shell's build, by path. */
const shellFiles = () => {
  const dir = path.join(root, 'shell/dist');
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
};

/** The unreleased builds' own servers (the plain entry's, and registry-switch's canary). */
const UNRELEASED = ['http://localhost:3002/', 'http://localhost:3012/'];

/**
 * Which build of mfe-plans the page shows, and which release folders of the CDN its files came from
 * (manifest, remote entry and chunks: they resolve from the manifest's own versioned path).
 */
const plansBuild = async (page: Page) => {
  const versions = new Set<string>();
  const elsewhere = new Set<string>();
  const seen = (url: string) => {
    const version = url.startsWith(`${CDN}/mfe-plans/`) ? new URL(url).pathname.split('/')[2] : undefined;
    if (version) versions.add(version);
    if (UNRELEASED.some((origin) => url.startsWith(origin))) elsewhere.add(url);
  };
  page.on('request', (request) => seen(request.url()));
  const read = async () => {
    // The shell marks the build it renders; the partner embedding has no such mark (null).
    const remote = page.locator('[data-remote="mfe_plans"]');
    const label = (await remote.count()) ? await remote.getAttribute('data-remote-build') : null;
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    for (const url of loaded) seen(url);
    expect([...elsewhere], 'mfe-plans files from outside the release CDN').toEqual([]);
    return { label, versions: [...versions].sort() };
  };
  const reset = () => {
    versions.clear();
    elsewhere.clear();
  };
  return { read, reset };
};

/** A new visitor (a new browser context), with a given bucket cookie or none (the shell draws one). */
const visitor = async (browser: Browser, bucket?: number) => {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000' });
  if (bucket !== undefined) {
    await context.addCookies([{ name: 'mpf_bucket', value: String(bucket), url: 'http://localhost:3000' }]);
  }
  const page = await context.newPage();
  const build = await plansBuild(page);
  const open = async (url = '/plans/all/') => {
    build.reset();
    await page.goto(url);
    await expect(page.locator('[data-remote="mfe_plans"]')).toHaveAttribute('data-remote-build', /.+/);
    return build.read();
  };
  const bucketCookie = async () =>
    Number((await context.cookies()).find((c) => c.name === 'mpf_bucket')?.value ?? Number.NaN);
  return { page, open, build, bucketCookie, close: () => context.close() };
};

test.afterEach(() => copyFileSync(`${registry}.default`, registry));

test('a release of mfe-plans as a 50% canary serves both builds, each visitor keeps theirs, rollback restores the previous for everyone, the shell untouched', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const shellBefore = shellFiles();

  await test.step('the main build released for everyone is served from its versioned path', async () => {
    npmRun('release', '--', 'mfe-plans', '--skip-check');
    const main = plansInRegistry().current?.version ?? '';
    expect(main).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    const manifest = await fetch(`${CDN}/mfe-plans/${main}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const one = await visitor(browser);
    expect(await one.open()).toEqual({ label: 'main', versions: [main] });
    await one.close();
  });
  const main = plansInRegistry().current?.version ?? '';

  await test.step('release the canary build as a 50% canary', async () => {
    const out = npmRun(
      'release',
      '--',
      'mfe-plans',
      '--from',
      'mfe-plans/dist-canary',
      '--canary',
      '50',
      '--skip-check',
    );
    expect(out).toContain(`is the canary for ${CANARY_PERCENT}% of visitors`);
  });
  const canary = plansInRegistry().canary?.version ?? '';
  expect(canary).not.toBe(main);

  await test.step('a visitor below the percent gets the canary, one above gets current, each again on reload', async () => {
    for (const [bucket, label, version] of [
      [CANARY_PERCENT - 1, 'canary', canary],
      [CANARY_PERCENT, 'main', main],
    ] as const) {
      const one = await visitor(browser, bucket);
      expect(await one.open()).toEqual({ label, versions: [version] });
      one.build.reset();
      await one.page.reload();
      await expect(one.page.locator('[data-remote="mfe_plans"]')).toHaveAttribute('data-remote-build', label);
      expect(await one.build.read()).toEqual({ label, versions: [version] });
      await one.close();
    }
  });

  await test.step('new visitors are split between both builds by the bucket the shell gives them', async () => {
    const labels = new Set<string | null>();
    for (let i = 0; i < 40 && labels.size < 2; i++) {
      const one = await visitor(browser);
      const first = await one.open();
      const bucket = await one.bucketCookie();
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(first.label).toBe(bucket < CANARY_PERCENT ? 'canary' : 'main');
      expect((await one.open()).label).toBe(first.label);
      labels.add(first.label);
      await one.close();
    }
    expect([...labels].sort()).toEqual(['canary', 'main']);
  });

  await test.step('rollback: every visitor is back on the previous version', async () => {
    npmRun('rollback', '--', 'mfe-plans');
    expect(plansInRegistry().canary).toBeUndefined();
    for (const bucket of [0, CANARY_PERCENT - 1, CANARY_PERCENT, 99]) {
      const one = await visitor(browser, bucket);
      expect(await one.open()).toEqual({ label: 'main', versions: [main] });
      await one.close();
    }
  });

  expect(shellFiles()).toEqual(shellBefore);
});

/** Releases the suite's mfe-plans build for everyone and the canary build to 50%: their versions. */
const releaseMainAndCanary = () => {
  npmRun('release', '--', 'mfe-plans', '--skip-check');
  const main = plansInRegistry().current?.version ?? '';
  npmRun('release', '--', 'mfe-plans', '--from', 'mfe-plans/dist-canary', '--canary', '50', '--skip-check');
  return { main, canary: plansInRegistry().canary?.version ?? '' };
};

test('a visitor mid-visit keeps the version the page was loaded with until the next load', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { main, canary } = releaseMainAndCanary();

  const one = await visitor(browser, 0);
  // A page of another remote: mfe-plans is not loaded yet, only chosen in the page's registry snapshot.
  await one.page.goto('/providers/search/');
  await expect(livePage(one.page)).toHaveAttribute('data-remote', 'mfe_providers', { timeout: 30_000 });
  npmRun('rollback', '--', 'mfe-plans');

  one.build.reset();
  await one.page.evaluate(() => {
    window.history.pushState({}, '', '/plans/all/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(one.page.locator('[data-remote="mfe_plans"]')).toHaveAttribute('data-remote-build', 'canary');
  expect(await one.build.read()).toEqual({ label: 'canary', versions: [canary] });

  expect(await one.open()).toEqual({ label: 'main', versions: [main] });
  await one.close();
});

test('the partner embedding picks canary or current by the bucket it keeps in the partner page storage', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { main, canary } = releaseMainAndCanary();

  for (const [stored, version] of [
    ['0', canary],
    ['99', main],
    [null, null],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (stored !== null) {
      await page.addInitScript((bucket) => {
        if (window.location.port === '3020') window.localStorage.setItem('mpf_bucket', bucket);
      }, stored);
    }
    const build = await plansBuild(page);
    for (const load of ['first', 'reload']) {
      build.reset();
      if (load === 'first') await page.goto('http://localhost:3020/');
      else await page.reload();
      await expect(page.locator('#finder').getByRole('textbox', { name: 'ZIP code' })).toBeVisible({
        timeout: 30_000,
      });
      const bucket = Number(await page.evaluate(() => window.localStorage.getItem('mpf_bucket')));
      const expected = version ?? (bucket < CANARY_PERCENT ? canary : main);
      expect((await build.read()).versions, `bucket ${bucket}, ${load} load`).toEqual([expected]);
    }
    await context.close();
  }
});
