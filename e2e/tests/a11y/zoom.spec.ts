import { expect, type Page, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';
import { focusFaults } from './keyboard';
import { describeEveryRoute, reflowFaults } from './reflow';

/**
 * A 1280×1024 window zoomed to 200% and to 400% (issue 29). Chromium's page zoom scales the CSS pixel:
 * the layout viewport becomes the window's size divided by the zoom and devicePixelRatio becomes the
 * zoom, so the page is laid out exactly as in a 640×512 viewport at deviceScaleFactor 2, or a 320×256 one
 * at 4. The 320×640 walk (every-route.spec.ts) checks reflow at the zoomed width; this one adds the short
 * height: on every route of spec section 2
 * - nothing scrolls sideways but a wide table in its own region, and the call button and every phone link
 *   lie within the screen's width (reflow.ts);
 * - what stays put on screen (a sticky or fixed bar) leaves most of the screen to the page;
 * - the first controls a person tabs to each show their focus, none hidden under a sticky bar (2.4.11).
 */
const ZOOMS = [
  { zoom: 200, viewport: { width: 640, height: 512 }, deviceScaleFactor: 2 },
  { zoom: 400, viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 },
];

const FIRST_CONTROLS = 8;

/** Bars that stay put while the page scrolls under them, and how much of the screen's height they take. */
const stuckBars = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      // A sticky first column (left: 0) scrolls up with its table: only what sticks to the top or bottom.
      const stuck =
        style.position === 'fixed' ||
        (style.position === 'sticky' && (style.top !== 'auto' || style.bottom !== 'auto'));
      if (!stuck || style.visibility === 'hidden' || el.closest('[role="dialog"], dialog')) continue;
      const r = el.getBoundingClientRect();
      const shown = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
      if (r.width > 1 && shown > innerHeight / 3)
        faults.push(
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid="${el.dataset.testid}"]` : ''} stays on screen over ${Math.round(shown)}px of its ${innerHeight}px height`,
        );
    }
    return faults;
  });

/** Marks the first control a walk tabbed to, to know when Tab has gone round. */
const markFirst = (page: Page) =>
  page.evaluate(() => document.activeElement?.setAttribute('data-first-tab-stop', ''));
const atFirst = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.hasAttribute('data-first-tab-stop'));
const onBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

const checks = async (page: Page) => {
  const faults = [...(await reflowFaults(page)), ...(await stuckBars(page))];
  for (let i = 1; i <= FIRST_CONTROLS; i++) {
    await page.keyboard.press('Tab');
    // Tab past the last control (of the page, or of a modal dialog) goes to the browser's own controls, as
    // the focus lost to <body> looks from inside; the next Tab comes back to the first. Not lost, then.
    if (await onBody(page)) {
      await page.keyboard.press('Tab');
      if (i === 1) await markFirst(page);
      else if (await atFirst(page)) break;
      else faults.push(`Tab ${i}: the focus is lost to <body>`);
    } else if (i === 1) await markFirst(page);
    faults.push(...(await focusFaults(page)).map((fault) => `Tab ${i}: ${fault}`));
  }
  return faults;
};

for (const { zoom, viewport, deviceScaleFactor } of ZOOMS)
  describeEveryRoute(
    `every route in a 1280×1024 window at ${zoom}% zoom`,
    { viewport, deviceScaleFactor },
    checks,
  );

test.describe('a bar that stays put, in a window zoomed to 400%', () => {
  test.skip(({ isMobile }) => isMobile, 'sets its own viewport');
  test.use({ viewport: ZOOMS[1]!.viewport, deviceScaleFactor: ZOOMS[1]!.deviceScaleFactor });

  test('the compare bar leaves the short screen to the plans, and a plan tabbed to is not under it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await knownVisitor(page);
    await page.goto('/plans/all/');
    const cards = livePage(page).getByTestId('plan-card');
    await cards.nth(2).waitFor({ timeout: 30_000 });
    const box = (i: number) => cards.nth(i).getByRole('checkbox', { name: /^Compare/ });
    for (const i of [0, 1]) await box(i).check();
    await expect(page.getByTestId('compare-bar')).toBeVisible();
    expect(await stuckBars(page)).toEqual([]);
    // Reached by keyboard, as a person tabbing would: a focus given by script draws no focus ring.
    await box(1).focus();
    for (let i = 0; i < 30 && !(await box(2).evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(box(2)).toBeFocused();
    expect(await focusFaults(page)).toEqual([]);
  });
});
