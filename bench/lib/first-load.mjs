// The JavaScript a first load fetches (a new browser context: empty cache), for the benchmarks.
import { gzipSync } from 'node:zlib';
import { knownVisitor } from './visitor.mjs';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ withZip?: boolean, ready?: string, show?: (page: import('playwright-core').Page) => Promise<unknown>, idleAfterReady?: boolean }} options
 *   ready: a selector the page shows when it is done; show: what to do on the page first (then ready is
 *   awaited); idleAfterReady: count what loads after ready too, until the network is idle
 * @returns {Promise<{ url: string, body: Buffer, gzip: number }[]>}
 */
export const firstLoadScripts = async (
  browser,
  url,
  { withZip = false, ready = '[data-remote]', show = async () => {}, idleAfterReady = false } = {},
) => {
  const context = await browser.newContext();
  if (withZip) await knownVisitor(context);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(
        response.body().then((body) => ({ url: response.url(), body, gzip: gzipSync(body).length })),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await show(page);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  if (idleAfterReady) await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts;
};
