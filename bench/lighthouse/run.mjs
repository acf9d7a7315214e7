// bench/lighthouse: Lighthouse (mobile settings, simulated throttling) in Debian's Chromium over the
// pages a visitor lands on, RUNS times each (3 unless set), printing the median performance score,
// LCP, FCP, TBT and CLS per page. Builds what is stale and serves the suite itself.
//   node bench/lighthouse/run.mjs [path ...]
// /plans/all/ is measured as a visitor with a ZIP sees it (the app state the shell stores, set before
// the run); the other pages as a first visit (the origin's storage, local storage and cookies included,
// cleared before each run: bench/lib/lighthouse.mjs), so the ZIP prompt is open where it applies.
// LH_DEBUG=1 prints the LCP element and the layout shifts of each run; LH_TASKS=1 its long tasks (with the
// script each is attributed to and the time per task group), boot-up time per script and main-thread work.
// LH_TRACE=dir keeps each run's trace and report in dir (<page>-<run>.trace.json, .report.json): the
// trace's LayoutShift events name the moved nodes with their old and new rectangles.
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { launchLighthouseBrowser } from '../lib/lighthouse.mjs';

// The Spanish edition's home page too (issue 27): served from its Spanish prerendered copy.
const DEFAULT_PAGES = [
  '/',
  '/?lang=es',
  '/plans/all/',
  '/onboarding/multistep/step/zip/',
  '/providers/search/',
];
const WITH_ZIP = new Set(['/plans/all/']);
const RUNS = Number(process.env.RUNS ?? 3);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;

await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await launchLighthouseBrowser();
const rows = [];
try {
  for (const path of paths) {
    const m = await browser.measure(`http://localhost:${SHELL_PORT}${path}`, {
      runs: RUNS,
      withZip: WITH_ZIP.has(path),
      debug: !!process.env.LH_DEBUG,
      tasks: !!process.env.LH_TASKS,
      traceDir: process.env.LH_TRACE,
    });
    rows.push({ path, ...m });
  }
} finally {
  await browser.close();
  await suite.stop();
}
console.log(`\nLighthouse, mobile, simulated throttling: median of ${RUNS} runs per page`);
console.log('page                              score   LCP s   FCP s  TBT ms     CLS   JS kB');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(33)} ${String(r.score).padStart(5)} ${(r.lcp / 1000).toFixed(2).padStart(7)} ${(r.fcp / 1000).toFixed(2).padStart(7)} ${Math.round(r.tbt).toString().padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${r.js.toFixed(1).padStart(7)}`,
  );
}
