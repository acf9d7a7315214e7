// bench/bundle: the JavaScript each package sends on the first load of / (in English, then in Spanish:
// /?lang=es, with the one-line difference after the tables), /plans/all/,
// /providers/search/ and /onboarding/multistep/step/zip/ (the mfe-providers and mfe-onboarding lines
// there are what those remotes add) (kB raw and gzip), and the total; then what the shell's JavaScript
// on / is made of, file by file (production files are named by chunk id: each is described by its
// largest parts, from its source map) and part by part (package,
// federation runtime, shell feature: composition.mjs reads the files' source maps), and the floor: what the
// decided stack (React, the federation runtime, react-router, the page's remote entry) sends before any of
// the suite's own code, against issue 10's 120 kB budget. Builds what is
// stale, serves the suite, measures in Chromium. Last, the partner embedding: the loader script a
// partner adds, and all the JavaScript the demo partner page downloads until the plan finder shows plans.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll } from '../../scripts/build.mjs';
import { readRegistry, runtimeConfig, serveAll } from '../../scripts/lib/serve-suite.mjs';
import { EMBED_PORT, PARTNER_DEMO_PORT, REMOTE_APPS, root, SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { allowPartnerDemo, servePartnerDemo } from '../../scripts/partner-demo.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { firstLoadScripts } from '../lib/first-load.mjs';
import { describeFile, gzipPerGroup } from './composition.mjs';

// `/?lang=es`: the first load of / in Spanish (issue 27), its catalogues' Spanish modules included.
const PAGES = ['/', '/?lang=es', '/plans/all/', '/providers/search/', '/onboarding/multistep/step/zip/'];
const packageOfPort = new Map([
  [String(SHELL_PORT), 'shell'],
  [String(EMBED_PORT), 'embed'],
  [String(PARTNER_DEMO_PORT), 'partner page'],
  ...REMOTE_APPS.map((r) => [String(r.port), r.pkg]),
]);
const kB = (n) => (n / 1024).toFixed(1);

/** One table: files, raw and gzip kB per package (by the port that served the file), and the total (returned, gzip bytes). */
const printPerPackage = (title, loaded) => {
  const perPackage = new Map();
  for (const { url, body: b, gzip } of loaded) {
    const pkg = packageOfPort.get(new URL(url).port) ?? new URL(url).host;
    const entry = perPackage.get(pkg) ?? { files: 0, raw: 0, gzip: 0 };
    entry.files += 1;
    entry.raw += b.length;
    entry.gzip += gzip;
    perPackage.set(pkg, entry);
  }
  console.log(`\n${title}`);
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
  return total.gzip;
};

/**
 * What the shell's files on / are made of: gzip kB per package, federation runtime and shell feature,
 * each file's gzip size shared out by its source map (shell/dist/<file>.map).
 */
const printComposition = (files) => {
  const groups = gzipPerGroup(
    files.map(({ url, body, gzip }) => {
      const name = new URL(url).pathname.slice(1);
      return {
        name,
        code: body.toString('utf8'),
        mapPath: path.join(root, 'shell/dist', `${name}.map`),
        gzip,
      };
    }),
  );
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `\nWhat the shell's ${kB(total)} kB gzip on / is made of (each file's gzip shared out by its source map)`,
  );
  console.log('  gzip kB  part');
  const small = sorted.filter(([, n]) => n < 512);
  for (const [group, n] of sorted.filter(([, n]) => n >= 512)) console.log(`${kB(n).padStart(9)}  ${group}`);
  if (small.length)
    console.log(
      `${kB(small.reduce((sum, [, n]) => sum + n, 0)).padStart(9)}  ${small.length} parts under 0.5 kB: ${small.map(([g]) => g).join(', ')}`,
    );
  return groups;
};

/** Issue 10's budget for the first load of / (kB gzip). */
const HOME_BUDGET_KB = 120;
/** The parts of the decided stack (React 19, Module Federation 2, react-router 7) no page renders without. */
const STACK_PARTS = ['react-dom', 'react', 'scheduler', 'federation runtime', 'react-router'];

/**
 * The floor of the first load of /: the stack's parts in the shell's files, and all the page's remote
 * sends (its remoteEntry.js, the pages module, the page's chunk), measured here, not assumed.
 */
const printFloor = (groups, remoteFiles) => {
  console.log(
    `\nThe floor of the first load of / (budget ${HOME_BUDGET_KB} kB gzip): what the decided stack sends, and the page's remote`,
  );
  console.log('  gzip kB  part');
  let floor = 0;
  for (const part of STACK_PARTS) {
    const n = groups.get(part) ?? 0;
    floor += n;
    console.log(`${kB(n).padStart(9)}  ${part}`);
  }
  for (const { url, gzip } of remoteFiles) {
    floor += gzip;
    console.log(
      `${kB(gzip).padStart(9)}  ${packageOfPort.get(new URL(url).port)} ${new URL(url).pathname.slice(1)}`,
    );
  }
  const over = floor - HOME_BUDGET_KB * 1024;
  console.log(
    `${kB(floor).padStart(9)}  total before the chrome, the phone, the ZIP prompt, the session and the app state: ${kB(Math.abs(over))} kB ${over > 0 ? 'over' : 'under'} the budget`,
  );
};

/** What a partner page downloads until one <medicare-plan-finder zip="85004"> shows plans (empty cache). */
const partnerFirstLoad = () =>
  firstLoadScripts(browser, `http://localhost:${PARTNER_DEMO_PORT}/empty.html`, {
    ready: 'medicare-plan-finder [data-testid="plan-card"]',
    idleAfterReady: true,
    show: (page) =>
      page.evaluate(() => window.addPlanFinder({ zip: '85004', 'plan-type': 'medicare-advantage' })),
  });

allowPartnerDemo();
await buildAll({ log: () => {} });
const suite = await serveAll();
const partnerDemo = await servePartnerDemo({ registry: readRegistry, config: runtimeConfig });
const browser = await launchChromium();
try {
  let shellFiles = [];
  let homeRemoteFiles = [];
  const firstLoadGzip = new Map();
  for (const pagePath of PAGES) {
    const loaded = await firstLoadScripts(browser, `http://localhost:${SHELL_PORT}${pagePath}`);
    if (pagePath === '/') {
      shellFiles = loaded.filter(({ url }) => new URL(url).port === String(SHELL_PORT));
      homeRemoteFiles = loaded.filter(({ url }) => new URL(url).port !== String(SHELL_PORT));
    }
    firstLoadGzip.set(pagePath, printPerPackage(`First load of ${pagePath}`, loaded));
  }
  const english = firstLoadGzip.get('/');
  const spanish = firstLoadGzip.get('/?lang=es');
  console.log(
    `\nFirst load of / in English ${kB(english)} kB gzip, in Spanish ${kB(spanish)} kB gzip (+${kB(spanish - english)} kB)`,
  );
  console.log('\nThe shell on the first load of /, file by file');
  console.log('  gzip kB  file                 made of');
  const sized = shellFiles.map(({ url, body, gzip }) => {
    const name = new URL(url).pathname.slice(1);
    return {
      name,
      gzip,
      parts: describeFile(body.toString('utf8'), path.join(root, 'shell/dist', `${name}.map`)),
    };
  });
  for (const { name, gzip, parts } of sized.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kB(gzip).padStart(9)}  ${name.padEnd(20)} ${parts}`);
  }
  printFloor(printComposition(shellFiles), homeRemoteFiles);

  // Every remote page starts with its remote's entry (the federation runtime the shell does not provide,
  // the chunk, consume and share maps), and the shell's main.js holds the same runtime and maps.
  console.log("\nEach remote's remoteEntry.js (what it sends before any code of a page)");
  console.log('package             raw kB   gzip kB');
  for (const { pkg } of REMOTE_APPS) {
    const entry = readFileSync(path.join(root, pkg, 'dist/remoteEntry.js'));
    console.log(
      `${pkg.padEnd(18)} ${kB(entry.length).padStart(7)} ${kB(gzipSync(entry).length).padStart(9)}`,
    );
  }

  const loader = readFileSync(path.join(root, 'embed/dist/plan-finder.js'));
  console.log('\nPartner embedding');
  console.log(
    `loader plan-finder.js: ${kB(loader.length)} kB raw, ${kB(gzipSync(loader, { level: 9 }).length)} kB gzip (aim: under 5 kB gzip)`,
  );
  printPerPackage('A partner page until the plan finder shows plans (ZIP 85004)', await partnerFirstLoad());
} finally {
  await browser.close();
  partnerDemo.close();
  await suite.stop();
}
