// bench/layout-shift: the layout shifts of a first visit, as the browser records them (PerformanceObserver
// 'layout-shift', buffered), at 412×823 and 1x device pixels: once unthrottled and once at 4x CPU
// (CDP Emulation.setCPUThrottlingRate), RUNS times each (3 unless set). Prints each run's shifts (value,
// the moved nodes and their rects) and the sum. Builds what is stale and serves the suite itself.
//   node bench/layout-shift/run.mjs [path ...]   (default: /)
// KNOWN=1: a returning visitor's load instead (a ZIP stored, bench/lib/visitor.mjs).
import { chromium } from 'playwright-core';
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { knownVisitor } from '../lib/visitor.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const KNOWN = !!process.env.KNOWN;

const observe = () => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        sources: (e.sources ?? []).map((s) => ({
          node: s.node
            ? `${s.node.nodeName.toLowerCase()}${s.node.id ? `#${s.node.id}` : ''}${s.node.dataset?.testid ? `[${s.node.dataset.testid}]` : ''}`
            : '?',
          from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height].map(
            Math.round,
          ),
          to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height].map(Math.round),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    for (const cpu of [1, 4]) {
      const sums = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1,
        });
        if (KNOWN) await knownVisitor(context);
        const page = await context.newPage();
        await page.addInitScript(observe);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await page.goto(`http://localhost:${SHELL_PORT}${path}`);
        // Live: the remote's page rendered by the app; then a second for anything after (the modal, data).
        await page.locator('[data-remote]:not([inert])').waitFor({ timeout: 30_000 });
        await page.waitForTimeout(2000);
        const shifts = await page.evaluate(() => window.__shifts);
        const sum = shifts.reduce((a, s) => a + s.value, 0);
        sums.push(sum);
        console.log(
          `${path}${KNOWN ? ' (ZIP known)' : ''} cpu ${cpu}x run ${run + 1}: CLS ${sum.toFixed(4)}`,
        );
        for (const s of shifts)
          console.log(`  ${s.value.toFixed(4)} at ${s.at} ms ${JSON.stringify(s.sources)}`);
        await context.close();
      }
      console.log(`${path} cpu ${cpu}x: max ${Math.max(...sums).toFixed(4)} over ${RUNS} runs`);
    }
  }
} finally {
  await browser.close();
  await suite.stop();
}
