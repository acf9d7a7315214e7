// temporary probe (not committed): per-file scripts of mfe-onboarding on the ZIP step and on moving on
import { gzipSync } from 'node:zlib';
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { knownVisitor } from '../lib/visitor.mjs';

const kB = (n) => (n / 1024).toFixed(1);
await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await launchChromium();
const show = (title, list) => {
  const mine = list.filter((f) => new URL(f.url).port === '3001');
  const sum = mine.reduce((a, f) => a + f.gzip, 0);
  console.log(`\n${title}: ${mine.length} files, ${kB(sum)} kB gzip (onboarding port)`);
  for (const f of mine.sort((a, b) => b.gzip - a.gzip)) console.log(`${kB(f.gzip).padStart(7)}  ${new URL(f.url).pathname}`);
};
const track = (page) => {
  const list = [];
  const pending = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    pending.push(r.body().then((b) => list.push({ url: r.url(), gzip: gzipSync(b).length })));
  });
  return { take: async () => { await Promise.all(pending); const out = list.splice(0); pending.length = 0; return out; } };
};
try {
  for (const known of [false, true]) {
    const ctx = await browser.newContext();
    if (known) await knownVisitor(ctx);
    const page = await ctx.newPage();
    const t = track(page);
    await page.goto(`http://localhost:${SHELL_PORT}/onboarding/multistep/step/zip/`, { waitUntil: 'networkidle' });
    await page.locator('[data-remote]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const stepNow = await page.locator('[data-testid^="onboarding-step-"]').first().getAttribute('data-testid');
    show(`${known ? 'known visitor' : 'new visitor'} first load (${stepNow})`, await t.take());
    if (!known) {
      await page.getByRole('textbox', { name: 'ZIP code' }).fill('85004');
      await page.waitForTimeout(1500);
      show('after typing the ZIP', await t.take());
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.locator('[data-testid="onboarding-step-name"]').waitFor();
      await page.waitForLoadState('networkidle');
      show('moving to step 2 (name)', await t.take());
      await page.screenshot({ path: '/tmp/onboard-probe-name.png', fullPage: true });
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await suite.stop();
}
