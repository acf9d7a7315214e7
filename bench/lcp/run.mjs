// bench/lcp: a first load's largest-contentful-paint entries, in Debian's Chromium at 412x823 with the CPU
// slowed 4x (as Lighthouse's mobile setting): each entry's time, size and element, and whether the element
// is in the prerendered (inert) copy of the page or the live one, and the first contentful paint against
// the start of the app's code (the `app-code` mark of tooling/index.html), and the chain to the page's data:
// when the live page (not the prerendered copy) and its first plan card entered the DOM, and when the
// session and plans calls started and ended (Resource Timing). A probe, never a pass/fail. Builds what
// is stale and serves the suite itself.
//   node bench/lcp/run.mjs [path ...]      (RUNS=n: loads per page, 5 unless set)
// /plans/all/ is loaded as a visitor with a ZIP; other pages as a first visit.
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { knownVisitor } from '../lib/visitor.mjs';

const WITH_ZIP = new Set(['/plans/all/']);
const RUNS = Number(process.env.RUNS ?? 5);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/plans/all/'];

const probe = async (browser, url, withZip) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (withZip) await knownVisitor(context);
  // Each entry as it comes (the prerendered copy leaves the DOM once the app is live, and its entries'
  // element with it).
  await context.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const el = e.element;
        const label = el?.getAttribute('aria-label');
        window.__lcp.push({
          at: Math.round(e.startTime),
          size: e.size,
          element: el ? `${el.tagName.toLowerCase()}${label ? `[${label}]` : ''}` : '(removed)',
          copy: el ? (el.closest('[inert]') ? 'prerendered' : 'live') : '-',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      const live = document.querySelector('[data-remote]:not([data-prerendered-page])');
      if (live) window.__live ??= performance.now();
      if (live?.querySelector('[data-testid="plan-card"]')) {
        window.__cards = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, childList: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const entries = await page.evaluate(() => window.__lcp);
  // When the app's code started (tooling/index.html marks it: after the first contentful paint, or at
  // once in a hidden tab, or after its wait at the latest) against the first contentful paint.
  const start = await page.evaluate(() => ({
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    code: Math.round(performance.getEntriesByName('app-code')[0]?.startTime ?? Number.NaN),
    live: Math.round(window.__live ?? Number.NaN),
    cards: Math.round(window.__cards ?? Number.NaN),
    calls: performance
      .getEntriesByType('resource')
      .filter((e) => /:4000\/consumer\/(session|plans)\b/.test(e.name))
      .map((e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`),
  }));
  await context.close();
  return { entries, start };
};

await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await launchChromium();
try {
  for (const p of paths) {
    console.log(`\n${p}: largest-contentful-paint entries per load (412x823, CPU 4x)`);
    for (let run = 0; run < RUNS; run++) {
      const { entries, start } = await probe(browser, `http://localhost:${SHELL_PORT}${p}`, WITH_ZIP.has(p));
      const last = entries.at(-1);
      console.log(
        `  load ${run + 1}: LCP ${last ? `${last.at} ms, size ${last.size}, ${last.element} (${last.copy})` : 'none'}; FCP ${start.fcp} ms, app code at ${start.code} ms, live page at ${start.live} ms, first plan card at ${start.cards} ms`,
      );
      if (start.calls.length) console.log(`    calls (start-end ms): ${start.calls.join(', ')}`);
      for (const e of entries) console.log(`    ${e.at} ms  size ${e.size}  ${e.element} (${e.copy})`);
    }
  }
} finally {
  await browser.close();
  await suite.stop();
}
