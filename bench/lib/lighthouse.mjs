// Lighthouse (mobile settings, simulated throttling) in Debian's Chromium, for the benchmarks: one
// browser, pages measured RUNS times each, medians. A page "with a ZIP" is a returning visitor's first
// load (the app state stored, no cached files); any other page a first visit (all of the origin's
// storage cleared, cookies and local storage included: Lighthouse 12's own reset keeps them, which had made
// the pages measured after /plans/all/ a returning visitor's; issue 10's ZIP-step CLS was that).

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveTrace } from 'lighthouse/core/lib/asset-saver.js';
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

/** A script URL without its origin (the suite's ports are the same on every run). */
const shortUrl = (url) => {
  try {
    const u = new URL(url);
    return `${u.port ? `:${u.port}` : u.host}${u.pathname}`;
  } catch {
    return url || '(unattributed)';
  }
};

/**
 * Prints one run's main-thread picture (LH_TASKS=1): the long tasks (simulated start and duration, the
 * script they are attributed to, the time per task group inside them), boot-up time per script, and the
 * main-thread work by group. What makes the TBT, and whose it is.
 */
const printTasks = (url, run, audits) => {
  const ms = (n) => `${Math.round(n)}`.padStart(5);
  console.log(`\n${url} run ${run + 1}: TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms`);
  const longTasks = audits['long-tasks']?.details;
  const debug = longTasks?.debugData;
  console.log('  long tasks (simulated)   start   dur  script');
  for (const task of debug?.tasks ?? []) {
    const { urlIndex, startTime, duration, ...groups } = task;
    const parts = Object.entries(groups)
      .filter(([, t]) => t >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([g, t]) => `${g} ${Math.round(t)}`);
    // Under simulated throttling Lighthouse times only the whole task: its groups are all "other".
    const detail = parts.length === 1 && parts[0].startsWith('other ') ? '' : `  [${parts.join(', ')}]`;
    console.log(
      `  ${''.padEnd(22)} ${ms(startTime)} ${ms(duration)}  ${shortUrl(debug.urls[urlIndex])}${detail}`,
    );
  }
  console.log('  boot-up time per script   total scripting parse');
  for (const item of audits['bootup-time']?.details?.items ?? []) {
    console.log(
      `  ${''.padEnd(22)} ${ms(item.total)} ${ms(item.scripting)} ${ms(item.scriptParseCompile)}  ${shortUrl(item.url)}`,
    );
  }
  // The observed (unthrottled) load, which the simulation starts from: a script whose evaluation began
  // before the observed paint counts as render-blocking in the simulated FCP and LCP, and a task after
  // the observed FCP counts in the TBT.
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  console.log(
    `  observed: FCP ${ms(observed.observedFirstContentfulPaint ?? Number.NaN)} LCP ${ms(observed.observedLargestContentfulPaint ?? Number.NaN)} DCL ${ms(observed.observedDomContentLoaded ?? Number.NaN)}`,
  );
  console.log('  observed tasks of 10 ms or more  start   dur');
  for (const task of audits['main-thread-tasks']?.details?.items ?? []) {
    if (task.duration >= 10) console.log(`  ${''.padEnd(30)} ${ms(task.startTime)} ${ms(task.duration)}`);
  }
  const groups = (audits['mainthread-work-breakdown']?.details?.items ?? []).map(
    (g) => `${g.groupLabel ?? g.group} ${Math.round(g.duration)}`,
  );
  console.log(`  main-thread work: ${groups.join(', ')}`);
};

export const launchLighthouseBrowser = async () => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  /**
   * @param {string | (() => string | Promise<string>)} target the page, or what gives each run's page
   *   (a signed member link is new for every run, since the page stores its access)
   * @param {{ runs: number, withZip?: boolean, debug?: boolean, tasks?: boolean, traceDir?: string }} options
   *   traceDir: keep each run's trace (`<page>-<run>.trace.json`, the LayoutShift events with their
   *   impacted nodes' old and new rectangles) and report (`<page>-<run>.report.json`) in that folder.
   * @returns {Promise<{ score: number, lcp: number, fcp: number, tbt: number, cls: number, js: number }>} medians
   */
  const measure = async (target, { runs, withZip = false, debug = false, tasks = false, traceDir }) => {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const url = typeof target === 'function' ? await target() : target;
      if (withZip) await setZip(chrome.port, url);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
        // The stored ZIP survives only if Lighthouse leaves storage alone. Any other page is a first visit:
        // Lighthouse's own reset keeps local storage, IndexedDB and cookies (so as not to log anyone out),
        // which let /plans/all/'s stored ZIP make the next pages a returning visitor's (the ZIP step then
        // opened at step 2, a layout shift of 0.0225 that was never a first visit's).
        disableStorageReset: withZip,
        clearStorageTypes: [
          'cookies',
          'local_storage',
          'indexeddb',
          'websql',
          'file_systems',
          'shader_cache',
          'service_workers',
          'cache_storage',
        ],
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
      if (tasks) printTasks(url, i, audits);
      if (traceDir) {
        mkdirSync(traceDir, { recursive: true });
        // A page listed twice (a first visit, then after /plans/all/ stored a ZIP) gets a run number on.
        const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
        let n = i + 1;
        while (existsSync(join(traceDir, `${page}-${n}.trace.json`))) n += runs;
        const base = join(traceDir, `${page}-${n}`);
        await saveTrace(result.artifacts.Trace, `${base}.trace.json`);
        writeFileSync(`${base}.report.json`, JSON.stringify(result.lhr));
        console.log(`trace and report kept: ${base}.trace.json, ${base}.report.json`);
      }
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
