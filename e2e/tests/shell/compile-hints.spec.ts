import { expect, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';

/**
 * Every script of a first load opens with V8's explicit compile hint (tooling/rspack.mjs, issue 10: TBT),
 * so Chromium compiles its functions while it streams the script in, off the main thread, instead of at
 * each function's first call in the start-up's tasks. The hint counts only as the file's first line.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of ['/', '/plans/all/']) {
  test(`every script the first load of ${path} fetches opens with the compile hint`, async ({ page }) => {
    if (path !== '/') await knownVisitor(page);
    const scripts: Promise<{ url: string; head: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.text().then((text) => ({ url: response.url(), head: text.slice(0, HINT.length) })),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(livePage(page)).toBeVisible();
    const fetched = await Promise.all(scripts);
    // main.js, the shell's shared-library chunks, the remote's entry and its page's chunks.
    expect(fetched.length).toBeGreaterThan(5);
    expect(fetched.filter((s) => s.head !== HINT).map((s) => s.url)).toEqual([]);
  });
}
