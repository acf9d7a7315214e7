// bench/bundle: the JavaScript each package sends on the first load of /, /plans/all/,
// /providers/search/ and /onboarding/multistep/step/zip/ (the mfe-providers and mfe-onboarding lines
// there are what those remotes add)
// (kB raw and gzip), and the total. Builds what is stale, serves the suite, measures in Chromium.
import { gzipSync } from 'node:zlib';
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { REMOTE_APPS, SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { launchChromium } from '../lib/browser.mjs';

const PAGES = ['/', '/plans/all/', '/providers/search/', '/onboarding/multistep/step/zip/'];
const packageOfPort = new Map([
  [String(SHELL_PORT), 'shell'],
  ...REMOTE_APPS.map((r) => [String(r.port), r.pkg]),
]);
const kB = (n) => (n / 1024).toFixed(1);

await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await launchChromium();
try {
  for (const pagePath of PAGES) {
    // A fresh context is a first load: empty cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(response.body().then((b) => ({ url: response.url(), b })));
    });
    await page.goto(`http://localhost:${SHELL_PORT}${pagePath}`, { waitUntil: 'networkidle' });
    await page.locator('[data-remote]').first().waitFor();
    const perPackage = new Map();
    for (const { url, b } of await Promise.all(bodies)) {
      const pkg = packageOfPort.get(new URL(url).port) ?? new URL(url).host;
      const entry = perPackage.get(pkg) ?? { files: 0, raw: 0, gzip: 0 };
      entry.files += 1;
      entry.raw += b.length;
      entry.gzip += gzipSync(b).length;
      perPackage.set(pkg, entry);
    }
    console.log(`\nFirst load of ${pagePath}`);
    console.log('package            files   raw kB   gzip kB');
    let total = { files: 0, raw: 0, gzip: 0 };
    for (const [pkg, e] of [...perPackage].sort()) {
      console.log(
        `${pkg.padEnd(18)} ${String(e.files).padStart(5)} ${kB(e.raw).padStart(8)} ${kB(e.gzip).padStart(9)}`,
      );
      total = { files: total.files + e.files, raw: total.raw + e.raw, gzip: total.gzip + e.gzip };
    }
    console.log(
      `${'total'.padEnd(18)} ${String(total.files).padStart(5)} ${kB(total.raw).padStart(8)} ${kB(total.gzip).padStart(9)}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await suite.stop();
}
