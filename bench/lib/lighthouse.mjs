// Lighthouse (mobile settings, simulated throttling) in Debian's Chromium, for the benchmarks: one
// browser, pages measured RUNS times each, medians. A page "with a ZIP" is a returning visitor's first
// load (the app state stored, no cached files); any other page a first visit (storage cleared).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { APP_STATE_KEY, knownVisitorState } from './visitor.mjs';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Stores the known visitor for the origin of `url` (on a blank page of the origin, no app) and empties the HTTP cache. */
const setZip = async (port, url) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  const blank = new URL('/bench-storage', url).href;
  await page.route(blank, (route) => route.fulfill({ body: '', contentType: 'text/html' }));
  await page.goto(blank);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [APP_STATE_KEY, JSON.stringify(knownVisitorState())],
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
};

export const launchLighthouseBrowser = async () => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  /**
   * @param {string} url
   * @param {{ runs: number, withZip?: boolean, debug?: boolean }} options
   * @returns {Promise<{ score: number, lcp: number, fcp: number, tbt: number, cls: number, js: number }>} medians
   */
  const measure = async (url, { runs, withZip = false, debug = false }) => {
    const results = [];
    for (let i = 0; i < runs; i++) {
      if (withZip) await setZip(chrome.port, url);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
        // The stored ZIP survives only if Lighthouse leaves storage alone (it clears it otherwise).
        disableStorageReset: withZip,
      });
      const { categories, audits } = result.lhr;
      const scripts = (audits['network-requests']?.details?.items ?? []).filter(
        (r) => r.resourceType === 'Script',
      );
      results.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        js: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
      });
      if (debug) {
        console.log(
          url,
          JSON.stringify(
            audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
          ),
          JSON.stringify(
            audits['layout-shifts']?.details?.items?.map((s) => [s.score, s.node?.snippet?.slice(0, 100)]),
          ),
        );
      }
    }
    const m = (key) => median(results.map((r) => r[key]));
    return { score: m('score'), lcp: m('lcp'), fcp: m('fcp'), tbt: m('tbt'), cls: m('cls'), js: m('js') };
  };
  return { measure, close: () => chrome.kill() };
};
