import { expect, type Page, test } from '@playwright/test';
import { planCards, waitForPlans } from '../plans/helpers';
import { knownVisitor } from '../support';

/**
 * On a phone nothing may be wider than the screen: a page that scrolls sideways hides the right half of
 * every line (and once made a plan card's Compare box unreachable). Every route's sample page is checked
 * in routes.spec.ts; here the plans list once its cards are drawn.
 */
test.describe('at 390px no page is wider than the screen', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-width check');

  // Against the screen's width: a phone widens its layout viewport (innerWidth) to fit what overflows.
  const widerThanScreen = async (page: Page) =>
    (await page.evaluate(() => document.documentElement.scrollWidth)) - page.viewportSize()!.width;

  test('the plans list with its cards', async ({ page }) => {
    await knownVisitor(page);
    await page.goto('/plans/all/');
    await waitForPlans(page);
    await expect(planCards(page).nth(2)).toBeVisible();
    expect(await widerThanScreen(page)).toBeLessThanOrEqual(0);
  });
});
