// bench/bundle: the JavaScript each package sends on the first load of /, /plans/all/,
// /providers/search/ and /onboarding/multistep/step/zip/ (the mfe-providers and mfe-onboarding lines
// there are what those remotes add) (kB raw and gzip), and the total; then what the shell's JavaScript
// on / is made of, file by file (a file is named after the modules in it). Builds what is stale, serves
// the suite, measures in Chromium.
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { REMOTE_APPS, SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { firstLoadScripts } from '../lib/first-load.mjs';

const PAGES = ['/', '/plans/all/', '/providers/search/', '/onboarding/multistep/step/zip/'];
const packageOfPort = new Map([
  [String(SHELL_PORT), 'shell'],
  ...REMOTE_APPS.map((r) => [String(r.port), r.pkg]),
]);
const kB = (n) => (n / 1024).toFixed(1);

await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await launchChromium();
let shellFiles = [];
try {
  for (const pagePath of PAGES) {
    const loaded = await firstLoadScripts(browser, `http://localhost:${SHELL_PORT}${pagePath}`);
    const perPackage = new Map();
    if (pagePath === '/') shellFiles = loaded.filter(({ url }) => new URL(url).port === String(SHELL_PORT));
    for (const { url, body: b, gzip } of loaded) {
      const pkg = packageOfPort.get(new URL(url).port) ?? new URL(url).host;
      const entry = perPackage.get(pkg) ?? { files: 0, raw: 0, gzip: 0 };
      entry.files += 1;
      entry.raw += b.length;
      entry.gzip += gzip;
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
  }
  console.log('\nThe shell on the first load of /, file by file');
  console.log('  gzip kB  file');
  const sized = shellFiles.map(({ url, gzip }) => ({ name: new URL(url).pathname.slice(1), gzip }));
  for (const { name, gzip } of sized.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kB(gzip).padStart(9)}  ${name}`);
  }
} finally {
  await browser.close();
  await suite.stop();
}
