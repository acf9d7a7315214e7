import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from 'shared-contracts';
import { knownVisitor } from '../support';

/**
 * Reflow (WCAG 1.4.10, issue 29): at 320 CSS px wide no page scrolls sideways (a wide data table scrolls
 * inside its own region instead), the top bar's call button is whole on screen and every phone link (the
 * help box's "Call … (TTY:711)" among them) lies within the screen's width: the phone is the one thing a
 * person must always reach.
 */
export const reflowFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) faults.push(`the page scrolls sideways by ${root.scrollWidth - width}px`);
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const named = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 50)}"`;
    const buttons = [
      ...document.querySelectorAll('[data-testid="site-header"] [data-testid="call-button"]'),
    ].filter(shown);
    if (buttons.length === 0) faults.push('no call button is shown');
    for (const el of buttons) {
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > width + 0.5)
        faults.push(
          `the call button ${named(el)} is cut off: ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`,
        );
    }
    for (const el of document.querySelectorAll('a[href^="tel:"]')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > width + 0.5)
        faults.push(
          `the phone link ${named(el)} runs past the screen: ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`,
        );
    }
    return faults;
  });

/**
 * The page is there: its h1 on the live page, not the prerendered copy (a first visit's ZIP prompt
 * is a dialog over it; the shell's own pages have no remote area). A dialog open when it mounts (that
 * prompt) turns modal in a task after the next paint, and showModal() moves the focus into it: until every
 * open dialog is modal the focus is not where a person's first Tab starts from (on a loaded machine that
 * task came after the network was idle, and the walk's first Tab saw the prompt's focus as its own).
 */
const settled = async (page: Page) => {
  await expect(page.locator('h1:not([data-prerendered-page] h1)').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('dialog[open]:not([inert])')].every((dialog) => dialog.matches(':modal')),
  );
};

/**
 * Every route given, each loaded and settled in turn and `check`ed; the faults of all routes are asserted
 * together at the end, so one walk names every page that fails rather than the first.
 */
const walkRoutes = async (
  page: Page,
  routes: readonly (typeof ROUTES)[number][],
  check: (page: Page) => Promise<string[]>,
) => {
  const failures: string[] = [];
  for (const route of routes) {
    await test.step(route.sample, async () => {
      try {
        await page.goto(route.sample);
        await settled(page);
        failures.push(...(await check(page)).map((fault) => `${route.sample}: ${fault}`));
      } catch (error) {
        failures.push(`${route.sample}: ${String(error).split('\n')[0]}`);
      }
    });
  }
  expect(failures).toEqual([]);
};

/** Two halves of the routes of spec section 2, so the two workers share a walk. */
const ROUTE_HALVES = [ROUTES.filter((_, i) => i % 2 === 0), ROUTES.filter((_, i) => i % 2 === 1)];

/**
 * Every route of spec section 2 `check`ed in the viewport `use` gives, for a first visit (the ZIP prompt
 * open) and for a visitor whose ZIP is known, each in two halves.
 */
export const describeEveryRoute = (
  title: string,
  use: { viewport: { width: number; height: number }; deviceScaleFactor?: number },
  check: (page: Page) => Promise<string[]>,
) =>
  test.describe(title, () => {
    test.use(use);
    test.beforeEach(() => test.setTimeout(360_000));

    for (const [half, routes] of ROUTE_HALVES.entries()) {
      test(`first visit, routes part ${half + 1}`, async ({ page }) => walkRoutes(page, routes, check));
      test(`ZIP known, routes part ${half + 1}`, async ({ page }) => {
        await knownVisitor(page);
        await walkRoutes(page, routes, check);
      });
    }
  });
