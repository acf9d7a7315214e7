// bench/lighthouse: Lighthouse (mobile settings, simulated throttling) in Debian's Chromium over the
// pages a visitor lands on, RUNS times each (3 unless set), printing the median performance score,
// LCP, FCP, TBT and CLS per page. Builds what is stale and serves the suite itself, with the demo partner
// site (:3020) and the agency's tools token (the member page is opened by a signed member link).
//   node bench/lighthouse/run.mjs [page name or shell path ...]
// The eight pages (issue 31): /, /plans/all/, the multistep ZIP step and the doctor search as landed on;
// a plan's details and the compare view of three plans (the first Medicare Advantage plans of the list
// for 85004, looked up in a browser first, so the pages follow whatever plans the api serves); the member
// page a signed link opens (a new link each run: the link's access is stored by the page); and the demo
// partner site with the embedded plan finder.
// The plan list, details and compare are measured as a visitor with a ZIP sees them (the app state the
// shell stores, set before the run); the other pages as a first visit (the origin's storage, local
// storage and cookies included, cleared before each run: bench/lib/lighthouse.mjs), so the ZIP prompt is
// open where it applies.
// LH_DEBUG=1 prints the LCP element and the layout shifts of each run; LH_TASKS=1 its long tasks (with the
// script each is attributed to and the time per task group), boot-up time per script and main-thread work.
// LH_TRACE=dir keeps each run's trace and report in dir (<page>-<run>.trace.json, .report.json): the
// trace's LayoutShift events name the moved nodes with their old and new rectangles.
import { buildAll } from '../../scripts/build.mjs';
import { readRegistry, runtimeConfig, serveAll } from '../../scripts/lib/serve-suite.mjs';
import { API_PORT, PARTNER_DEMO_PORT, SHELL_PORT } from '../../scripts/lib/suite.mjs';
import { allowPartnerDemo, servePartnerDemo } from '../../scripts/partner-demo.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { launchLighthouseBrowser } from '../lib/lighthouse.mjs';
import { knownVisitor } from '../lib/visitor.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SHELL = `http://localhost:${SHELL_PORT}`;
const API = `http://localhost:${API_PORT}`;
/** The agency's tools token of this run's api: the bench issues member links as the agency does. */
const AGENT_TOKEN = 'bench-agent-tools-token';
/** The member account the api seeds. */
const SAMPLE_MEMBER_ID = '9c4b2e1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The first three Medicare Advantage plans of /plans/all/ for a visitor in 85004: a details path and a compare path. */
const planPages = async () => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await knownVisitor(context);
    const page = await context.newPage();
    await page.goto(`${SHELL}/plans/all/`);
    const details = page.locator('a[href*="/plans/hmo/"], a[href*="/plans/ppo/"]');
    await details.nth(2).waitFor({ timeout: 60_000 });
    const hrefs = await details.evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
    const ids = [
      ...new Set(hrefs.map((h) => /\/plans\/(?:hmo|ppo)\/([^/]+)\//.exec(h)?.[1]).filter(Boolean)),
    ];
    if (ids.length < 3)
      throw new Error(`/plans/all/ lists ${ids.length} Medicare Advantage plans; compare needs 3`);
    return {
      details: hrefs.find((h) => h.includes(`/${ids[0]}/`)),
      compare: `/plans/compare/?type=hmo&ids=${ids.slice(0, 3).join(',')}`,
    };
  } finally {
    await browser.close();
  }
};

/** A new signed link to the sample member's pre-meeting page, as the agency sends it. */
const memberLink = async () => {
  const response = await fetch(`${API}/agents/tools/member-accounts/${SAMPLE_MEMBER_ID}/links`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${AGENT_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ days: 1 }),
  });
  if (response.status !== 201) throw new Error(`member link: ${response.status} ${await response.text()}`);
  return `${SHELL}${(await response.json()).path}`;
};

process.env.AGENT_API_TOKENS = [process.env.AGENT_API_TOKENS, AGENT_TOKEN].filter(Boolean).join(',');
allowPartnerDemo();
await buildAll({ log: () => {} });
const suite = await serveAll();
const demo = await servePartnerDemo({ registry: readRegistry, config: runtimeConfig });
const browser = await launchLighthouseBrowser();
const rows = [];
try {
  const plans = await planPages();
  const shellPage = (path, withZip = false) => ({ name: path, url: () => `${SHELL}${path}`, withZip });
  const PAGES = [
    shellPage('/'),
    // The Spanish edition's home page (issue 27): served from its Spanish prerendered copy.
    shellPage('/?lang=es'),
    shellPage('/plans/all/', true),
    shellPage('/onboarding/multistep/step/zip/'),
    shellPage('/providers/search/'),
    { ...shellPage(plans.details, true), name: 'plan details' },
    { ...shellPage(plans.compare, true), name: 'compare, 3 plans' },
    { name: 'member page (signed link)', url: memberLink, withZip: false },
    { name: 'partner demo, embedded', url: () => `http://localhost:${PARTNER_DEMO_PORT}/`, withZip: false },
  ];
  const asked = process.argv.slice(2);
  const pages = asked.length ? asked.map((a) => PAGES.find((p) => p.name === a) ?? shellPage(a)) : PAGES;
  for (const page of pages) {
    const m = await browser.measure(page.url, {
      runs: RUNS,
      withZip: page.withZip,
      debug: !!process.env.LH_DEBUG,
      tasks: !!process.env.LH_TASKS,
      traceDir: process.env.LH_TRACE,
    });
    rows.push({ path: page.name, ...m });
  }
} finally {
  await browser.close();
  demo.close();
  await suite.stop();
}
console.log(`\nLighthouse, mobile, simulated throttling: median of ${RUNS} runs per page`);
console.log('page                              score   LCP s   FCP s  TBT ms     CLS   JS kB');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(33)} ${String(r.score).padStart(5)} ${(r.lcp / 1000).toFixed(2).padStart(7)} ${(r.fcp / 1000).toFixed(2).padStart(7)} ${Math.round(r.tbt).toString().padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${r.js.toFixed(1).padStart(7)}`,
  );
}
