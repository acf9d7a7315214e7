import { expect, type Locator, type Page, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';
import { reflowFaults } from './reflow';

/** The hint above a scrolling region (its sibling: inside, it would scroll away with the table). */
const hintOf = (region: Locator) => region.locator('xpath=..').getByTestId('scroll-hint');

/**
 * How far the table's caption runs past its region's left or right edge, in px (0: all of it in view; it
 * was as wide as the table, "Plans compared, one column per pl" on a phone).
 */
const captionOverrun = (region: Locator) =>
  region.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.querySelector('caption')!);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return Math.max(box.left - text.left, text.right - box.right, 0);
  });

/** The first column of a wide table stays in view while the rest scrolls, and a hint says it scrolls. */
const expectScrollingTable = async (page: Page, region: Locator) => {
  expect(await reflowFaults(page)).toEqual([]);
  expect(await captionOverrun(region)).toBeLessThanOrEqual(0.5);
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrolls, 'the table scrolls inside its region').toBe(true);
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(hintOf(region)).toBeVisible();
  // Scrolled by keyboard, as a person without a mouse would: the first column does not move.
  const firstCell = region.locator('tr').first().locator('th, td').first();
  const before = await firstCell.boundingBox();
  await region.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Within a pixel: the collapsed borders put the cell on a half pixel before the scroll.
  expect(Math.abs((await firstCell.boundingBox())!.x - before!.x)).toBeLessThanOrEqual(1);
  // The caption too.
  expect(await captionOverrun(region)).toBeLessThanOrEqual(0.5);
};

test.describe('wide tables at 320×640', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(({ page }) => {
    test.setTimeout(120_000);
    return knownVisitor(page);
  });

  test('the compare table scrolls in its own region', async ({ page }) => {
    await page.goto('/plans/all/');
    const cards = page.getByTestId('plan-card');
    await cards.nth(2).waitFor({ timeout: 30_000 });
    const ids = await cards.evaluateAll((all) => all.slice(0, 3).map((c) => c.getAttribute('data-plan-id')));
    await page.goto(`/plans/compare/?type=hmo&ids=${ids.join(',')}`);
    await expect(livePage(page).getByTestId('compare-table')).toBeVisible({ timeout: 30_000 });
    await expectScrollingTable(page, livePage(page).getByTestId('compare-table-region'));
  });

  test('the Medigap letter table scrolls in its own region', async ({ page }) => {
    await page.goto('/supplements/');
    // The live page, not the prerendered copy that shows at once: a focus and key presses given to the
    // copy are lost when the app replaces it (failed once in CI that way).
    await expectScrollingTable(page, livePage(page).getByTestId('medigap-table-region'));
  });

  test("a plan's drug tier table keeps its caption on the screen", async ({ page }) => {
    // Sample Advantage Rx (HMO), a Maricopa plan with drug coverage (tests/plans/no-drug-coverage.spec.ts).
    await page.goto('/plans/hmo/H9991001000/');
    const region = livePage(page).getByRole('region', { name: 'What you pay per fill, by drug tier' });
    await expect(region.locator('table')).toBeVisible({ timeout: 30_000 });
    expect(await reflowFaults(page)).toEqual([]);
    expect(await captionOverrun(region)).toBeLessThanOrEqual(0.5);
  });

  test('a table that fits shows no hint', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/plans/all/');
    const cards = page.getByTestId('plan-card');
    await cards.nth(1).waitFor({ timeout: 30_000 });
    const ids = await cards.evaluateAll((all) => all.slice(0, 2).map((c) => c.getAttribute('data-plan-id')));
    await page.goto(`/plans/compare/?type=hmo&ids=${ids.join(',')}`);
    const region = page.getByTestId('compare-table-region');
    await expect(page.getByTestId('compare-table')).toBeVisible({ timeout: 30_000 });
    await expect(hintOf(region)).toHaveCount(1);
    await expect(hintOf(region)).toBeHidden();
  });
});
