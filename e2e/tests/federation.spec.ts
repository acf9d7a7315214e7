import { expect, test } from '@playwright/test';
import { builtFilesOf, expectCallButton, knownVisitor, livePage, REMOTE_PORTS } from './support';

test('/ renders the chrome and the mfe-plans home page fetched from port 3002 at run time', async ({
  page,
}) => {
  const fromPlans: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).port === '3002' && r.ok()) fromPlans.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  // The live remote, not the prerendered copy (also data-remote="mfe_plans", data-prerendered-page), which is there before
  // anything is fetched from 3002: on a slow run the check passed on it and found no response yet.
  await expect(livePage(page).and(page.locator('[data-remote="mfe_plans"]'))).toBeVisible();
  await expectCallButton(page);
  await expect.poll(() => fromPlans).toContain('/mf-manifest.json');
  await expect.poll(() => fromPlans.some((p) => p.startsWith('/__federation_expose_pages'))).toBe(true);
});

test('React and react-dom are loaded once: remotes fetch no React chunk', async ({ page }) => {
  const scripts: URL[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()));
  });
  for (const path of ['/', '/onboarding/', '/pharmacy/', '/member/']) {
    await page.goto(path);
    // The live page, not the prerendered copy that shows at once: leaving before the app has loaded
    // cancelled the shell's own code, which this test looks for.
    await expect(livePage(page)).toBeVisible();
  }
  // Chunks are named by id: a React chunk is one whose source map lists React's or react-dom's sources.
  const react = /node_modules\/react(-dom)?\//;
  const reactFiles = new Map(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [
      String(port),
      new Set(builtFilesOf(name.replace('_', '-'), react)),
    ]),
  );
  const fromRemotes = scripts.filter((u) => reactFiles.get(u.port)?.has(u.pathname.slice(1)));
  expect(fromRemotes.map((u) => u.href)).toEqual([]);
  const shellReact = new Set(builtFilesOf('shell', /node_modules\/react\/index\.js$/));
  expect(scripts.some((u) => u.port === '3000' && shellReact.has(u.pathname.slice(1)))).toBe(true);
  // One renderer: the federation share scope holds a single loaded React version.
  const loaded = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const out: string[] = [];
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        if (pkg !== 'react' && pkg !== 'react-dom') continue;
        for (const [version, info] of Object.entries(versions))
          if (info.loaded) out.push(`${pkg}@${version} from ${info.from}`);
      }
    }
    return [...new Set(out)];
  });
  expect(loaded).toEqual(expect.arrayContaining([expect.stringMatching(/^react@.* from shell$/)]));
  expect(loaded.filter((l) => l.startsWith('react@'))).toHaveLength(1);
});

test('with one remote unreachable the chrome, the phone and the other remotes still work', async ({
  page,
}) => {
  await knownVisitor(page);
  await page.route(`http://localhost:${REMOTE_PORTS.mfe_providers}/**`, (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/pharmacy/');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('link', { name: /\(623\) 223-8884/ })).toHaveAttribute(
    'href',
    'tel:+16232238884',
  );
  await expectCallButton(page);
  // The other remotes still load, by client-side navigation from the same page.
  await page.getByRole('link', { name: 'Medicare Plan Finder home' }).click();
  await expect(page.locator('[data-remote="mfe_plans"]')).toBeVisible();
  await page.goto('/onboarding/');
  await expect(page.locator('[data-remote="mfe_onboarding"]')).toBeVisible();
});

test("Emotion and zod are the shell's on every remote's page: no remote fetches a chunk of either", async ({
  page,
}) => {
  await knownVisitor(page);
  const scripts: URL[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()));
  });
  // Each remote's first page: the plans list, an onboarding step, the doctor search, the member landing.
  for (const path of ['/plans/all/', '/onboarding/multistep/step/name/', '/providers/search/', '/member/']) {
    await page.goto(path);
    await expect(livePage(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // A remote's own copies exist (its fallbacks, for a host that does not provide them); none is fetched:
  // Emotion's root comes from the shell (tooling/rspack.mjs, emotionRoot), and so does every contracts
  // entry, whose fallback in a remote brings that remote's own zod.
  for (const [library, sources] of [
    ['Emotion', /node_modules\/@emotion\/(react|cache)\//],
    ['zod', /node_modules\/zod\//],
  ] as const) {
    const fetched = Object.entries(REMOTE_PORTS).flatMap(([name, port]) => {
      const files = new Set(builtFilesOf(name.replace('_', '-'), sources));
      return scripts
        .filter((u) => u.port === String(port) && files.has(u.pathname.slice(1)))
        .map((u) => u.href);
    });
    expect(fetched, `${library} from a remote`).toEqual([]);
  }
});
