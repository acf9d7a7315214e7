// bench/lighthouse: Lighthouse (mobile settings) on / in Debian's Chromium. Prints the performance
// score, LCP, TBT and total JavaScript kB. Builds what is stale and serves the suite itself.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

await buildAll({ log: () => {} });
const suite = await serveAll();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (const path of paths) {
    // Each run is a first visit (Lighthouse clears storage), so the ZIP modal is open, as a new visitor sees it.
    const result = await lighthouse(`http://localhost:${SHELL_PORT}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: 'simulate',
    });
    const { categories, audits } = result.lhr;
    const scripts = (audits['network-requests']?.details?.items ?? []).filter(
      (r) => r.resourceType === 'Script',
    );
    const jsKb = scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024;
    console.log(`\nLighthouse (mobile, simulated throttling) ${path}`);
    console.log(`  performance score  ${Math.round((categories.performance.score ?? 0) * 100)}`);
    console.log(`  LCP                ${audits['largest-contentful-paint'].displayValue}`);
    console.log(`  FCP                ${audits['first-contentful-paint'].displayValue}`);
    console.log(`  TBT                ${audits['total-blocking-time'].displayValue}`);
    console.log(`  CLS                ${audits['cumulative-layout-shift'].displayValue}`);
    if (process.env.LH_DEBUG) {
      console.log(
        JSON.stringify(
          audits['layout-shifts']?.details?.items?.map((i) => [i.score, i.node?.snippet?.slice(0, 120)]),
          null,
          1,
        ),
      );
      console.log(
        JSON.stringify(
          audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        ),
      );
      console.log(
        JSON.stringify(
          audits['bootup-time']?.details?.items?.slice(0, 6).map((i) => [i.url, Math.round(i.total)]),
        ),
      );
    }
    console.log(`  JavaScript         ${jsKb.toFixed(1)} kB transferred in ${scripts.length} files`);
  }
} finally {
  await chrome.kill();
  await suite.stop();
}
