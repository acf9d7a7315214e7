// The synthetic check before exposure (docs/releasing.md): `release` and `promote` open the candidate
// version in headless Chromium against the running suite, before any visitor is routed to it, and
// refuse it when a page throws, shows the fault fallback, logs a console error, or misses its heading or
// the agent phone. The candidate is forced for the check's browser only: the shell's server honours a pin
// file beside the registry for requests carrying its token (candidate-pin.mjs); the partner embedding,
// which reads the registry from another origin, gets it by the check rewriting its /remotes.json answer.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.mjs';
import { CANDIDATE_COOKIE, removePin, writePin } from './candidate-pin.mjs';
import { EMBED_PORT, origin, PARTNER_DEMO_PORT, SHELL_PORT } from './suite.mjs';

const { ROUTES } = await tsImport('../../shared-contracts/src/routes.ts', import.meta.url);

/** The remotes the partner embedding mounts (embed/src/features/mount/boot.ts). */
const EMBEDDED = new Set(['mfe_plans']);
/** Main routes per remote: its first pages without parameters, in the route table's order. */
const ROUTES_PER_REMOTE = 3;
const SETTLE_MS = 20_000;

/** The suite the check runs against (RELEASE_CHECK_SHELL, RELEASE_CHECK_PARTNER; the local suite's by default). */
const shellOrigin = () => process.env.RELEASE_CHECK_SHELL ?? origin(SHELL_PORT);
const partnerOrigin = () => process.env.RELEASE_CHECK_PARTNER ?? origin(PARTNER_DEMO_PORT);
const embedOrigin = () => process.env.RELEASE_CHECK_EMBED ?? origin(EMBED_PORT);

export const mainRoutes = (remote) =>
  ROUTES.filter((r) => r.owner === remote && !r.params && r.layout === 'default').slice(0, ROUTES_PER_REMOTE);

const answers = async (url) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
};

/** Watches a page for what refuses a candidate: uncaught errors, console errors, the candidate's files. */
const watch = (page, candidateDir) => {
  const seen = { errors: [], consoleErrors: [], candidateFiles: 0 };
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().startsWith(candidateDir)) seen.candidateFiles += 1;
  });
  return seen;
};

const problemsOf = async (where, page, seen, { fallback }) => {
  const problems = [];
  if (!seen.candidateFiles)
    problems.push(`${where}: the candidate was not loaded (does the suite serve this registry?)`);
  for (const error of seen.errors) problems.push(`${where}: the page threw: ${error}`);
  for (const text of seen.consoleErrors) problems.push(`${where}: console error: ${text}`);
  if (await fallback.isVisible()) problems.push(`${where}: it shows the fault fallback`);
  if (!(await page.getByRole('heading', { level: 1 }).first().isVisible()))
    problems.push(`${where}: no heading (h1) is shown`);
  if (!(await page.locator('a[href^="tel:"]:visible').count()))
    problems.push(`${where}: no agent phone link is shown`);
  return problems;
};

/** One main route in the shell's default layout, the candidate pinned by the check's cookie. */
const checkShellRoute = async (browser, { remote, token, candidateDir, route }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies([{ name: CANDIDATE_COOKIE, value: token, url: shellOrigin() }]);
    const page = await context.newPage();
    const seen = watch(page, candidateDir);
    await page.goto(new URL(route.sample, shellOrigin()).href);
    const mounted = page.locator(`[data-remote="${remote}"]`);
    const fallback = page.getByTestId('remote-fallback');
    await mounted
      .or(fallback)
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
    // Awaited here: the context closes in `finally`.
    return await problemsOf(`${route.sample} (default layout)`, page, seen, { fallback });
  } finally {
    await context.close();
  }
};

/** The partner embedding on the demo partner page, its registry answer naming the candidate. */
const checkEmbedding = async (browser, { remote, entry, candidateDir }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.route(`${embedOrigin()}/remotes.json`, async (route) => {
      const response = await route.fetch();
      const registry = await response.json();
      registry.remotes = registry.remotes.map((r) => (r.name === remote ? { name: remote, entry } : r));
      await route.fulfill({ response, json: registry });
    });
    const page = await context.newPage();
    const seen = watch(page, candidateDir);
    await page.goto(`${partnerOrigin()}/`);
    const finder = page.locator('#finder');
    const fallback = finder.getByRole('alert');
    await finder
      .getByRole('heading')
      .or(fallback)
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
    const problems = [];
    if (!seen.candidateFiles) problems.push('the partner embedding: the candidate was not loaded');
    for (const error of seen.errors) problems.push(`the partner embedding: the page threw: ${error}`);
    for (const text of seen.consoleErrors) problems.push(`the partner embedding: console error: ${text}`);
    if (await fallback.isVisible()) problems.push('the partner embedding: it shows the fault message');
    if (!(await finder.getByRole('heading').first().isVisible()))
      problems.push('the partner embedding: no heading is shown');
    if (!(await page.locator('a[href^="tel:"]:visible').count()))
      problems.push('the partner embedding: no phone link is shown');
    return problems;
  } finally {
    await context.close();
  }
};

/**
 * Tries a candidate version of a remote in headless Chromium before it is exposed: its main routes in the
 * shell's default layout, and the partner embedding when it mounts that remote.
 * @param {{ remote: string, entry: string, registryFile: string, log?: (line: string) => void }} input
 *   remote: federation name; entry: the candidate's manifest URL
 * @returns {Promise<{ ok: boolean, problems: string[], checked: string[] }>}
 */
export const syntheticCheck = async ({ remote, entry, registryFile, log = console.log }) => {
  if (!(await answers(shellOrigin())))
    return {
      ok: false,
      problems: [`no suite answers at ${shellOrigin()} to try the candidate in (start it: npm start)`],
      checked: [],
    };
  const candidateDir = entry.replace(/[^/]*$/, '');
  const token = randomBytes(24).toString('hex');
  const routes = mainRoutes(remote);
  const checked = routes.map((r) => `${r.sample} (default layout)`);
  writePin(registryFile, { token, remote, entry });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const problems = [];
    for (const route of routes) {
      log(`[check] ${route.sample} with ${remote} at ${entry}`);
      problems.push(...(await checkShellRoute(browser, { remote, token, candidateDir, route })));
    }
    if (EMBEDDED.has(remote)) {
      if (await answers(`${partnerOrigin()}/`)) {
        log(`[check] the partner embedding at ${partnerOrigin()}`);
        checked.push('the partner embedding');
        problems.push(...(await checkEmbedding(browser, { remote, entry, candidateDir })));
      } else {
        problems.push(
          `no partner page answers at ${partnerOrigin()} to try the embedding in (npm run partner-demo)`,
        );
      }
    }
    return { ok: problems.length === 0, problems, checked };
  } finally {
    await browser.close();
    removePin(registryFile);
  }
};
