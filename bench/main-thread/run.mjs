// bench/main-thread: what the main thread does on the first load of a page, in Debian's Chromium with
// the CPU slowed 4x (as Lighthouse's mobile setting): each long task (over 50 ms, from the browser's
// longtask entries) and, from a sampled CPU profile, where its time went: self time per source group (a
// package, the federation runtime, a shell feature; read from the built files' source maps) and its
// heaviest functions (source file and line). A profile, never a pass/fail. Builds what is stale and serves
// the suite itself.
//   node bench/main-thread/run.mjs [path ...]      (RUNS=n: profiles per page, 1 unless set)
// /plans/all/ is loaded as a visitor with a ZIP; other pages as a first visit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { buildAll } from '../../scripts/build.mjs';
import { serveAll } from '../../scripts/lib/serve-suite.mjs';
import { REMOTE_APPS, root, SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { groupOf } from '../bundle/composition.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { knownVisitor } from '../lib/visitor.mjs';

const DEFAULT_PAGES = ['/', '/plans/all/'];
const WITH_ZIP = new Set(['/plans/all/']);
const RUNS = Number(process.env.RUNS ?? 1);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
const distOfPort = new Map([
  [String(SHELL_PORT), path.join(root, 'shell/dist')],
  ...REMOTE_APPS.map((r) => [String(r.port), path.join(root, r.pkg, 'dist')]),
]);

const consumers = new Map();
/** The source a profiled frame's function starts in, as [group, "file:line"]. */
const sourceOf = ({ url, lineNumber, columnNumber, functionName }) => {
  if (!url) return [functionName ? `(native ${functionName})` : '(program/idle)', functionName || '-'];
  let u;
  try {
    u = new URL(url);
  } catch {
    return [url, functionName];
  }
  const dist = distOfPort.get(u.port);
  const file = u.pathname.replace(/^\//, '');
  if (!dist || !file.endsWith('.js')) return [`${u.port}${u.pathname}`, functionName || '(inline)'];
  const key = path.join(dist, file);
  if (!consumers.has(key)) {
    try {
      consumers.set(key, new SourceMapConsumer(JSON.parse(readFileSync(`${key}.map`, 'utf8'))));
    } catch {
      consumers.set(key, null);
    }
  }
  const consumer = consumers.get(key);
  const pos = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!pos?.source) return [file, functionName || '(anonymous)'];
  const source = pos.source.replace(/^webpack:\/\/[^/]*\//, '');
  return [groupOf(pos.source), `${source}:${pos.line} ${pos.name ?? functionName ?? ''}`.trim()];
};

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`);

const IDLE = new Set(['(idle)', '(program)', '(root)']);

const profilePage = async (browser, url, withZip) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (withZip) await knownVisitor(context);
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  // A marker on both clocks: the page's (performance.now) and the profile's (its first sample in it).
  const marker = await page.evaluate(() => {
    const at = performance.now();
    const tbtBenchMarker = () => {
      const end = performance.now() + 30;
      while (performance.now() < end);
    };
    tbtBenchMarker();
    return at;
  });
  const { profile } = await cdp.send('Profiler.stop');
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => {
    t += profile.timeDeltas[i];
    return [t / 1000, id];
  });
  const markerSample = samples.find(([, id]) => nodes.get(id).callFrame.functionName === 'tbtBenchMarker');
  if (!markerSample) throw new Error('the clock marker is not in the profile');
  const offset = markerSample[0] - marker;
  const frames = new Map();
  const frameOf = (id) => {
    if (!frames.has(id)) frames.set(id, sourceOf(nodes.get(id).callFrame));
    return frames.get(id);
  };
  return tasks.map((task) => {
    const groups = new Map();
    const functions = new Map();
    const stacks = new Map();
    const ours = new Map();
    let previous = null;
    for (const [ms, id] of samples) {
      const at = ms - offset;
      if (at < task.start || at >= task.start + task.duration) {
        previous = ms;
        continue;
      }
      const dt = previous === null ? 0 : ms - previous;
      previous = ms;
      const name = nodes.get(id).callFrame.functionName;
      if (IDLE.has(name)) continue;
      const [group, fn] = frameOf(id);
      groups.set(group, (groups.get(group) ?? 0) + dt);
      functions.set(fn, (functions.get(fn) ?? 0) + dt);
      // The outermost frames of this sample's stack under the task (what started the work).
      const chain = [];
      for (let n = id; n !== undefined; n = parent.get(n)) chain.unshift(n);
      const outer = chain
        .slice(1)
        .filter((n) => nodes.get(n).callFrame.url)
        .slice(0, 3)
        .map((n) => frameOf(n)[1].replace(/^.*\//, ''))
        .join(' > ');
      stacks.set(outer, (stacks.get(outer) ?? 0) + dt);
      // The innermost frame of the project's own code (not a package's): whose work this is.
      const own = chain
        .reverse()
        .map((n) => frameOf(n)[1])
        .find((fn) => /^(\.\.\/)?(src|shared-contracts|web-kit|mfe-[a-z]+)\//.test(fn));
      if (own) ours.set(own, (ours.get(own) ?? 0) + dt);
    }
    return { ...task, groups, functions, stacks, ours };
  });
};

await buildAll({ log: () => {} });
const suite = await serveAll();
const browser = await launchChromium();
try {
  for (const p of paths) {
    for (let run = 0; run < RUNS; run++) {
      const tasks = await profilePage(browser, `http://localhost:${SHELL_PORT}${p}`, WITH_ZIP.has(p));
      const blocking = tasks.reduce((n, task) => n + Math.max(0, task.duration - 50), 0);
      console.log(
        `\n${p} run ${run + 1}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms (CPU 4x, observed)`,
      );
      for (const task of tasks) {
        console.log(`  at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`);
        console.log(`    self time per group: ${top(task.groups, 6).join(', ')}`);
        console.log(`    heaviest functions:  ${top(task.functions, 5).join('; ')}`);
        console.log(`    started by:          ${top(task.stacks, 3).join('; ')}`);
        console.log(`    project code (incl): ${top(task.ours, 6).join('; ')}`);
      }
    }
  }
} finally {
  await browser.close();
  await suite.stop();
}
