// The synthetic check before exposure (docs/releasing.md): `release` (a canary too) and `promote` open the
// candidate version in headless Chromium against the running suite before the registry names it, and
// refuse it when a page throws, shows the fault fallback, logs a console error, or misses its heading (h1)
// or the agent phone (a tel: link).
//
// The candidate reaches the check's own browser context and nobody else: the context rewrites, as it
// receives them, the registry the shell's pages carry (their boot data, and /remotes.json) and the
// embedding's /remotes.json so that they name the candidate, and lists the candidate's origin in the
// page's CSP as the shell's server does for every version of its registry. No server and no visitor is
// told anything, so a check that dies leaves nothing behind.
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { scriptJson } from './shell-page.mjs';
import { EMBED_PORT, origin, SHELL_PORT } from './suite.mjs';

const { routesOf } = await tsImport('../../shared-contracts/src/routes.ts', import.meta.url);
const { BOOT_DATA_ELEMENT_ID } = await tsImport('../../shared-contracts/src/config.ts', import.meta.url);

/** Main routes per remote: its first pages in the default layout that need no parameters. */
const ROUTES_PER_REMOTE = 3;
/** The remotes the partner embedding mounts (embed/src/features/mount/boot.ts loads mfe_plans/pages). */
const EMBEDDED = new Set(['mfe_plans']);
/** Pages open at once in the one browser: more only queue for the machine's cores. */
const PARALLEL_PAGES = 2;
const NAVIGATION_MS = 30_000;
/** From the page's HTML to the live page (or the fallback), then to its heading: bounded. */
const LIVE_MS = 25_000;
const HEADING_MS = 10_000;
/** After the heading shows, the time an error thrown by a mount effect or a first fetch takes to show. */
const SETTLE_MS = 1_500;
/**
 * A page this browser fulfils itself has no address of its own, so Chromium's Local Network Access
 * checks would take it for a public page and block its requests to the suite on this machine's loopback,
 * which a page the suite serves makes freely.
 */
const LAUNCH_ARGS = [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'];
/** CSP directives that list the registry's remote origins (scripts/lib/security-headers.mjs). */
const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'connect-src'];

/**
 * What the shell shows in place of a remote's page when it fails: the fallback with the phone (the remote
 * did not load), the error page (it threw), the 404 page (it does not know the route).
 */
const SHELL_FAULTS = ['remote-fallback', 'error-page', 'error-page-failed', 'not-found-page']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ');

/** A returning visitor with a known ZIP, so the shell's ZIP prompt does not cover the page. */
const VISITOR = { zipCode: '85004', fips: '04013', countyName: 'Maricopa' };

/** The suite the check runs against: RELEASE_CHECK_SHELL and RELEASE_CHECK_EMBED, else the local suite's. */
const shellOrigin = () => (process.env.RELEASE_CHECK_SHELL ?? origin(SHELL_PORT)).replace(/\/+$/, '');
const embedOrigin = () => (process.env.RELEASE_CHECK_EMBED ?? origin(EMBED_PORT)).replace(/\/+$/, '');

/** What the check opens for a remote (federation name): paths in the default layout, and the embedding. */
export const checkedPages = (remote) => [
  ...routesOf(remote)
    .filter((route) => route.layout === 'default' && !route.params)
    .slice(0, ROUTES_PER_REMOTE)
    .map((route) => ({ layout: 'default', path: route.sample, label: `${route.sample} (default layout)` })),
  ...(EMBEDDED.has(remote)
    ? [{ layout: 'embedding', label: 'the partner embedding (embedding layout)' }]
    : []),
];

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};

/** A registry (plain entries, or released versions) with one remote's entry replaced by the candidate's. */
const withCandidate = (registry, remote, entry) => ({
  ...registry,
  remotes: registry.remotes.map((r) => (r.name === remote ? { name: remote, entry } : r)),
});

const folderOf = (url) => url.replace(/[^/]*$/, '');

/** The CSP with the candidate's origin beside the remotes' origins, as if the registry named it. */
const cspWithOrigin = (csp, candidateOrigin) =>
  csp
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return REMOTE_DIRECTIVES.includes(name) && !sources.includes(candidateOrigin)
        ? [name, ...sources, candidateOrigin].join(' ')
        : directive.trim();
    })
    .join('; ');

const BOOT_DATA = new RegExp(
  `(<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">)(.*?)(</script>)`,
  's',
);

/**
 * The shell's page as this browser gets it: its boot data's registry names the candidate, the preload
 * links of the remote's version in force are dropped (the page will not use them) and the CSP allows the
 * candidate's origin.
 */
export const shellPageWithCandidate = ({ html, csp, remote, entry }) => {
  let replaced;
  const rewritten = html.replace(BOOT_DATA, (_, open, json, close) => {
    const boot = JSON.parse(json);
    replaced = boot.registry.remotes.find((r) => r.name === remote)?.entry;
    return `${open}${scriptJson({ ...boot, registry: withCandidate(boot.registry, remote, entry) })}${close}`;
  });
  const withoutPreloads = replaced
    ? rewritten.replace(/<link rel="preload"[^>]*href="([^"]*)"[^>]*>/g, (link, href) =>
        href.startsWith(folderOf(replaced)) ? '' : link,
      )
    : rewritten;
  return { html: withoutPreloads, csp: csp && cspWithOrigin(csp, new URL(entry).origin) };
};

/** The routes of one browser context that hand it the candidate. */
const routeCandidate = async (context, { remote, entry }) => {
  const shell = shellOrigin();
  const embed = embedOrigin();
  // The shell's pages (route paths end in "/") and its /remotes.json; its files go through untouched.
  await context.route(
    (url) => url.origin === shell && (url.pathname.endsWith('/') || url.pathname === '/remotes.json'),
    async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      if (new URL(route.request().url()).pathname === '/remotes.json') {
        await route.fulfill({ response, json: withCandidate(await response.json(), remote, entry) });
        return;
      }
      const page = shellPageWithCandidate({
        html: await response.text(),
        csp: headers['content-security-policy'],
        remote,
        entry,
      });
      await route.fulfill({
        response,
        body: page.html,
        headers: page.csp ? { ...headers, 'content-security-policy': page.csp } : headers,
      });
    },
  );
  await context.route(`${embed}/remotes.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withCandidate(await response.json(), remote, entry) });
  });
  // The embedding layout on a page of the check's own (on the embedding's origin, which the api
  // allows): the loader and one plan finder, its ZIP given so that it goes straight to the plans.
  await context.route(`${embed}/__synthetic-check/`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Synthetic check</title></head><body><medicare-plan-finder id="finder" zip="${VISITOR.zipCode}" plan-type="medicare-advantage"></medicare-plan-finder><script src="/plan-finder.js"></script></body></html>`,
    }),
  );
  // The shell keeps the app state in browser storage (shell/src/features/app-state/persistence.ts);
  // a stored location keeps the ZIP prompt shut, as for e2e/tests/support.ts `knownVisitor`.
  await context.addInitScript(
    ({ shell, location }) => {
      if (window.location.origin !== shell || localStorage.getItem('mpf:app-state:v1')) return;
      const now = new Date();
      localStorage.setItem(
        'mpf:app-state:v1',
        JSON.stringify({
          attribution: {},
          location,
          consumer: {},
          session: null,
          planYear: now.getMonth() >= 9 ? now.getFullYear() + 1 : now.getFullYear(),
          planFetchFlags: { hmo: true, ppo: true, pdp: true, medSupp: true, medicareAdvantage: true },
          planCounts: {},
          visitWasTracked: false,
          transactionId: crypto.randomUUID(),
        }),
      );
    },
    { shell, location: VISITOR },
  );
};

/** Opens one page of the check in its own context and lists what is wrong with it. */
const checkPage = async (browser, { remote, entry }, checked) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  const add = (what) => problems.push(`${checked.label}: ${what}`);
  try {
    await routeCandidate(context, { remote, entry });
    const page = await context.newPage();
    // First lines only: a stack adds nothing a person can act on here.
    page.on('pageerror', (error) => add(`the page threw: ${error.message.split('\n')[0]}`));
    page.on('console', (message) => {
      if (message.type() === 'error') add(`console error: ${message.text().split('\n')[0]}`);
    });
    let candidateFiles = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(folderOf(entry))) candidateFiles += 1;
    });
    const embedding = checked.layout === 'embedding';
    const scope = embedding
      ? page.locator('#finder')
      : page.locator(`[data-remote="${remote}"]:not([data-prerendered-page])`);
    const fallback = embedding ? page.locator('#finder').getByRole('alert') : page.locator(SHELL_FAULTS);
    const heading = scope.locator('h1').first();
    const url = embedding ? `${embedOrigin()}/__synthetic-check/` : `${shellOrigin()}${checked.path}`;
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_MS });
    } catch (error) {
      add(`the page did not load: ${error.message.split('\n')[0]}`);
      return [...problems];
    }
    await (embedding ? heading : scope)
      .or(fallback)
      .first()
      .waitFor({ timeout: LIVE_MS })
      .catch(() => {});
    if (!(await fallback.count())) await heading.waitFor({ timeout: HEADING_MS }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    if (!candidateFiles) add('the candidate was not loaded (does this suite serve the registry?)');
    if (await fallback.count()) {
      const which = embedding ? 'its alert' : await fallback.first().getAttribute('data-testid');
      add(`it shows the fault fallback (${which})`);
    }
    if (!(await heading.isVisible())) add('no heading (h1) is shown');
    if (!(await (embedding ? scope : page).locator('a[href^="tel:"]:visible').count()))
      add('no agent phone (tel: link) is shown');
    // Read before the context closes: a closing page logs no more.
    return [...problems];
  } finally {
    await context.close();
  }
};

/**
 * Tries a candidate version of a remote in headless Chromium before it is exposed.
 * @param {{ remote: string, entry: string, log?: (line: string) => void }} input
 *   remote: federation name; entry: the candidate's manifest URL (its released, versioned path)
 * @returns {Promise<{ ok: boolean, problems: string[], checked: string[], seconds: number }>}
 */
export const syntheticCheck = async ({ remote, entry, log = console.log }) => {
  const started = Date.now();
  const pages = checkedPages(remote);
  const checked = pages.map((p) => p.label);
  const seconds = () => Math.round((Date.now() - started) / 100) / 10;
  const missing = [];
  if (!(await answers(`${shellOrigin()}/config.json`))) missing.push(`the shell at ${shellOrigin()}`);
  if (pages.some((p) => p.layout === 'embedding') && !(await answers(`${embedOrigin()}/config.json`)))
    missing.push(`the embedding at ${embedOrigin()}`);
  if (missing.length) {
    return {
      ok: false,
      problems: [
        `no running suite to try it in: nothing answers for ${missing.join(' or ')} (start the suite with npm start, or pass --skip-check to skip the check, which the audit trail records)`,
      ],
      checked: [],
      seconds: seconds(),
    };
  }
  log(`[check] ${remote} at ${entry}: ${checked.join(', ')}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    // Each page's problems in the order the pages are listed, whichever finishes first.
    const results = pages.map(() => []);
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const index = next++;
        const pageStarted = Date.now();
        results[index] = await checkPage(browser, { remote, entry }, pages[index]);
        const took = `${((Date.now() - pageStarted) / 1000).toFixed(1)} s`;
        log(`[check] ${pages[index].label}: ${results[index].length ? 'refused' : 'passed'} in ${took}`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
    const problems = results.flat();
    return { ok: problems.length === 0, problems, checked, seconds: seconds() };
  } finally {
    await browser.close();
  }
};
