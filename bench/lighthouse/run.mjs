// bench/lighthouse: Lighthouse (mobile settings, simulated throttling) in Debian's Chromium over the
// pages a visitor lands on, RUNS times each (3 unless set), printing the median performance score,
// LCP, TBT and CLS per page. Builds what is stale and serves the suite itself.
//   node bench/lighthouse/run.mjs [path ...]
// /plans/all/ is measured as a visitor with a ZIP sees it (the app state the shell stores, set before
// the run); the other pages as a first visit (storage cleared, so the ZIP prompt is open where it applies).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { APP_STATE_KEY, knownVisitorState } from '../lib/visitor.mjs';

const DEFAULT_PAGES = ['/', '/plans/all/', '/onboarding/multistep/step/zip/', '/providers/search/'];
const WITH_ZIP = new Set(['/plans/all/']);
const RUNS = Number(process.env.RUNS ?? 3);
const BASE = `http://localhost:${SHELL_PORT}`;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Writes the known visitor's app state into the origin's storage (a blank page of the origin, no app)
 * and empties the HTTP cache. */
const setZip = async (port) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.route(`${BASE}/bench-storage`, (route) => route.fulfill({ body: '', contentType: 'text/html' }));
  await page.goto(`${BASE}/bench-storage`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [APP_STATE_KEY, JSON.stringify(knownVisitorState())],
  );
  // Storage stays for the run (disableStorageReset), but the run must still be a first load: no cached files.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
};

await buildAll({ log: () => {} });
const suite = await serveAll();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows = [];
try {
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const withZip = WITH_ZIP.has(path);
      if (withZip) await setZip(chrome.port);
      const result = await lighthouse(`${BASE}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
        // The ZIP set above survives only if Lighthouse leaves storage alone (it clears it otherwise).
        disableStorageReset: withZip,
      });
      const { categories, audits } = result.lhr;
      const scripts = (audits['network-requests']?.details?.items ?? []).filter(
        (r) => r.resourceType === 'Script',
      );
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
      });
      if (process.env.LH_DEBUG) {
        console.log(
          path,
          JSON.stringify(
            audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
          ),
          JSON.stringify(
            audits['layout-shifts']?.details?.items?.map((s) => [s.score, s.node?.snippet?.slice(0, 100)]),
          ),
        );
      }
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      path,
      score: m('score'),
      lcp: m('lcp'),
      fcp: m('fcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      js: m('js'),
    });
  }
} finally {
  await chrome.kill();
  await suite.stop();
}
console.log(`\nLighthouse, mobile, simulated throttling: median of ${RUNS} runs per page`);
console.log('page                              score   LCP s   FCP s  TBT ms     CLS   JS kB');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(33)} ${String(r.score).padStart(5)} ${(r.lcp / 1000).toFixed(2).padStart(7)} ${(r.fcp / 1000).toFixed(2).padStart(7)} ${Math.round(r.tbt).toString().padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${r.js.toFixed(1).padStart(7)}`,
  );
}
