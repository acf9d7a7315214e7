import { expect, type Page, test } from '@playwright/test';
import { knownVisitor } from '../support';

/** Presses Tab until `target` has focus (a person tabbing through the page). */
const tabTo = async (page: Page, target: ReturnType<Page['locator']>, max = 80) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the control with Tab');
};

test('the compare flow works by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await knownVisitor(page);
  await page.goto('/plans/all/');
  const cards = page.getByTestId('plan-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });

  // The tabs follow the arrow keys.
  await tabTo(page, page.getByRole('tab', { name: 'Medicare Advantage' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Medicare Supplement' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Medicare Supplement' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Medicare Advantage' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });

  for (let i = 0; i < 3; i++) {
    const box = cards.nth(i).getByRole('checkbox', { name: /^Compare/ });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const compare = page.getByRole('link', { name: 'Compare 3 selected plans' });
  await tabTo(page, compare, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/plans\/compare\//);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th')).toHaveCount(3, { timeout: 30_000 });

  // The table scrolls by keyboard, and a plan is removed with Enter.
  await tabTo(page, page.getByTestId('compare-table-region'));
  await page.keyboard.press('ArrowRight');
  const remove = table.getByRole('button', { name: /^Remove/ }).first();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(table.locator('thead th')).toHaveCount(2);
  await expect(page).toHaveURL(/ids=[^,&]+(%2C|,)[^,&]+$/);

  // And on to a plan's details.
  const details = table.getByRole('link', { name: /See plan details/ }).first();
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('plan-details')).toBeVisible({ timeout: 30_000 });
});
