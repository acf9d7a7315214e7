import { expect, type Page, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';
import { focusFaults } from './keyboard';
import { narrowScreenFaults } from './narrow-screen';
import { describeEveryRoute, reflowFaults } from './reflow';

/**
 * A 1280×1024 window zoomed to 200% and to 400% (issue 29). Chromium's page zoom scales the CSS pixel:
 * the layout viewport becomes the window's size divided by the zoom and devicePixelRatio becomes the
 * zoom, so the page is laid out exactly as in a 640×512 viewport at deviceScaleFactor 2, or a 320×256 one
 * at 4. On every route of spec section 2, for a first visit (the ZIP prompt open) and a visitor whose
 * ZIP is known (a sample id is made up, so with a ZIP known a details page rightly answers 404: its chrome
 * is checked)
 * - nothing scrolls sideways but a wide table in its own region, and the call button and every phone link
 *   lie within the screen's width (reflow.ts);
 * - what stays put on screen (a sticky or fixed bar) leaves most of the screen to the page;
 * - the first controls a person tabs to each show their focus, none hidden under a sticky bar (2.4.11),
 *   and the focus is never lost to <body>;
 * - at 400%, 320 CSS px wide, also targets, HTML CodeSniffer and text spacing (narrow-screen.ts).
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

/**
 * Where the focus is after a key: on a control, left the document (Tab past the last control of the page,
 * or of a modal dialog, goes to the browser's own controls: <body> is the active element of a document
 * that no longer has the focus), or on <body> of a document that still has it, which is a focus lost. The
 * document learns it has lost the focus from the browser in a message of its own, which on a loaded
 * machine can come a moment after the key: a focus on <body> is only judged once that moment has passed.
 */
const focusState = async (page: Page): Promise<'control' | 'left' | 'lost'> => {
  const state = () =>
    page.evaluate(() =>
      document.activeElement && document.activeElement !== document.body
        ? 'control'
        : document.hasFocus()
          ? 'lost'
          : 'left',
    );
  const now = await state();
  if (now !== 'lost') return now;
  await page
    .waitForFunction(
      () => (document.activeElement && document.activeElement !== document.body) || !document.hasFocus(),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  return state();
};

/**
 * One Tab, and what went wrong with where it went: the focus is never lost to <body> of a document that
 * has the focus. Tab past the last control leaves the document for the browser's own controls, which is
 * no loss when the next Tab brings the focus into the page again; the call then ends on that control.
 * A focus lost is named with the control focused last before it, and whether that control was removed,
 * hidden, made inert or disabled while it had the focus.
 */
const tab = async (page: Page): Promise<string[]> => {
  await page.evaluate(() => {
    const w = window as Window & { lastFocused?: EventTarget | null };
    if (w.lastFocused === undefined)
      document.addEventListener('focusin', (event) => (w.lastFocused = event.target), { capture: true });
    w.lastFocused = document.activeElement;
  });
  await page.keyboard.press('Tab');
  const state = await focusState(page);
  if (state === 'control') return [];
  if (state === 'lost') {
    const left = await page.evaluate(() => {
      const el = (window as Window & { lastFocused?: EventTarget | null }).lastFocused;
      if (!(el instanceof HTMLElement) || el === document.body) return 'no control';
      const name = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;
      if (!el.isConnected) return `${name}, removed`;
      if (el.closest('[inert]')) return `${name}, made inert`;
      if (!el.checkVisibility()) return `${name}, hidden`;
      if (el.matches(':disabled')) return `${name}, disabled`;
      return name;
    });
    return [`the focus is lost to <body> (focused last: ${left})`];
  }
  await page.keyboard.press('Tab');
  return (await focusState(page)) === 'control'
    ? []
    : ['Tab past the last control does not come back into the page'];
};

/** Marks the first control a walk tabbed to, to know when Tab has gone round. */
const markFirst = (page: Page) =>
  page.evaluate(() => document.activeElement?.setAttribute('data-first-tab-stop', ''));
const atFirst = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.hasAttribute('data-first-tab-stop'));

/**
 * Tabs from where the focus is, at most `max` times or until it comes round to its first stop; every stop
 * is checked (`tab`, `focusFaults`). Returns the faults and the stops, named.
 */
const tabRound = async (page: Page, max: number) => {
  const faults: string[] = [];
  const stops: string[] = [];
  for (let i = 1; i <= max; i++) {
    const lost = await tab(page);
    if (lost.length > 0) {
      faults.push(...lost.map((fault) => `Tab ${i}: ${fault}`));
      break;
    }
    if (i === 1) await markFirst(page);
    else if (await atFirst(page)) break;
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement;
        const name = el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '';
        return el.dataset.testid ?? name.trim();
      }),
    );
    faults.push(...(await focusFaults(page)).map((fault) => `Tab ${i}: ${fault}`));
  }
  return { faults, stops };
};

const checks = async (page: Page) => [
  ...(await reflowFaults(page)),
  ...(await stuckBars(page)),
  ...(await tabRound(page, FIRST_CONTROLS)).faults,
];

for (const { zoom, viewport, deviceScaleFactor } of ZOOMS)
  describeEveryRoute(
    zoom === 400
      ? `every route in a 1280×1024 window at ${zoom}% zoom: reflow, focus, targets, text spacing, HTML CodeSniffer`
      : `every route in a 1280×1024 window at ${zoom}% zoom`,
    { viewport, deviceScaleFactor },
    // At 400% the screen is 320 CSS px wide: the narrow screen's checks too (last: text spacing restyles).
    zoom === 400 ? async (page) => [...(await checks(page)), ...(await narrowScreenFaults(page))] : checks,
  );

for (const { zoom, viewport, deviceScaleFactor } of ZOOMS)
  test.describe(`the multistep onboarding by keyboard, in a window zoomed to ${zoom}%`, () => {
    test.use({ viewport, deviceScaleFactor });

    // The page moves the address to its first step to do, and the focus with it to the step's heading, in
    // the middle of the page: Tab goes from there through the form, the footer, out of the document and
    // back through the top bar, round to where it started.
    const walkRound = async (page: Page, field: string) => {
      await expect(livePage(page).getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
      const { faults, stops } = await tabRound(page, 40);
      expect(faults).toEqual([]);
      expect(stops).toEqual(expect.arrayContaining(['Skip to main content', 'call-button', field]));
    };

    test('first visit: the ZIP step and the name step, Tab round each, the focus never lost', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/onboarding/multistep/');
      await expect(page).toHaveURL(/\/step\/zip\//);
      await walkRound(page, 'ZIP code');
      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.focus();
      await page.keyboard.type('85004');
      const next = page.getByRole('button', { name: 'Continue', exact: true });
      await expect(next).toBeEnabled();
      expect(await tab(page)).toEqual([]);
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/step\/name\//);
      await walkRound(page, 'First name');
    });

    test('ZIP known: the ZIP step sends on to the name step, Tab round it, the focus never lost', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await knownVisitor(page);
      await page.goto('/onboarding/multistep/step/zip/');
      await expect(page).toHaveURL(/\/step\/name\//);
      await walkRound(page, 'First name');
    });
  });

test.describe('the compare boxes and bar, in a window zoomed to 400%', () => {
  test.use({ viewport: ZOOMS[1]!.viewport, deviceScaleFactor: ZOOMS[1]!.deviceScaleFactor });

  test('a box ticks by pointer and by keyboard, the bar leaves the short screen to the plans, and a plan tabbed to is not under it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await knownVisitor(page);
    await page.goto('/plans/all/');
    const cards = livePage(page).getByTestId('plan-card');
    await cards.nth(2).waitFor({ timeout: 30_000 });
    const box = (i: number) => cards.nth(i).getByRole('checkbox', { name: /^Compare/ });
    // By pointer: Playwright's check() reads the box's state right after its click.
    await box(0).check();
    await expect(page.getByTestId('compare-bar')).toBeVisible();
    // By keyboard, as a person tabbing would (a focus given by script draws no focus ring).
    await box(0).focus();
    for (const i of [1, 2]) {
      for (let n = 0; n < 30 && !(await box(i).evaluate((el) => el === document.activeElement)); n++)
        expect(await tab(page)).toEqual([]);
      await expect(box(i)).toBeFocused();
      expect(await focusFaults(page)).toEqual([]);
      await page.keyboard.press('Space');
      await expect(box(i)).toBeChecked();
      expect(await focusFaults(page)).toEqual([]);
    }
    expect(await stuckBars(page)).toEqual([]);
    await expect(
      page.getByTestId('compare-bar').getByRole('link', { name: 'Compare 3 selected plans' }),
    ).toBeVisible();
  });
});

test.describe('the walk’s own Tab', () => {
  test('finds a focus lost to <body>, and a Tab out of the page and back is not one', async ({ page }) => {
    await page.setContent(
      '<button id="one">One</button><button id="two">Two</button><script>addEventListener("focusin", (e) => e.target.id === "two" && e.target.remove(), true)</script>',
    );
    await page.locator('#one').focus();
    expect(await tab(page)).toEqual(['the focus is lost to <body> (focused last: <button#two>, removed)']);
    await page.setContent('<button id="one">One</button>');
    await page.locator('#one').focus();
    expect(await tab(page)).toEqual([]);
    await expect(page.locator('#one')).toBeFocused();
  });
});
