import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';

/**
 * Every script of a first load opens with V8's explicit compile hint (tooling/rspack.mjs, issue 10: TBT),
 * so Chromium compiles its functions while it streams the script in, off the main thread, instead of at
 * each function's first call in the start-up's tasks. The hint counts only as the file's first line.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * One of react-router's development warnings (its dist/development build, which its package exports give
 * every bundler, has them on): the production build leaves them out (tooling/rspack.mjs,
 * reactRouterProduction).
 */
const ROUTER_DEV_WARNING = 'No routes matched location';

/** The checkout's folder: no script may name it (a build's bytes must not depend on where it stands). */
const CHECKOUT = resolve(import.meta.dirname, '../../..');

/** The text of every script the first load of `path` fetches (a visitor with a ZIP, but on /). */
const firstLoadScripts = async (page: Page, path: string) => {
  if (path !== '/') await knownVisitor(page);
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(livePage(page)).toBeVisible();
  const fetched = await Promise.all(scripts);
  // main.js, the shell's shared-library chunks, the remote's entry and its page's chunks.
  expect(fetched.length).toBeGreaterThan(5);
  return fetched;
};

for (const path of ['/', '/plans/all/']) {
  test(`every script the first load of ${path} fetches opens with the compile hint`, async ({ page }) => {
    const fetched = await firstLoadScripts(page, path);
    expect(fetched.filter((s) => !s.text.startsWith(HINT)).map((s) => s.url)).toEqual([]);
  });

  test(`no script the first load of ${path} fetches carries react-router's development warnings`, async ({
    page,
  }) => {
    const fetched = await firstLoadScripts(page, path);
    // The router is there (so the check looks at the right files): its production build's own words.
    expect(fetched.some((s) => s.text.includes('useNavigate'))).toBe(true);
    expect(fetched.filter((s) => s.text.includes(ROUTER_DEV_WARNING)).map((s) => s.url)).toEqual([]);
  });

  test(`no script the first load of ${path} fetches names the checkout's folder`, async ({ page }) => {
    // The shell's federation data named each contracts file it provides by its absolute path, so the
    // first load of / was 61 bytes gzip larger in CI's clone than here (tooling/rspack.mjs, fromContext).
    const fetched = await firstLoadScripts(page, path);
    expect(fetched.filter((s) => s.text.includes(CHECKOUT)).map((s) => s.url)).toEqual([]);
  });
}
