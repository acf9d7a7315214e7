import { expect, test } from '@playwright/test';
import { ROUTES } from 'shared-contracts';
import { expectCallButton, expectNotFound } from './support';

test.describe('every route of spec section 2 reaches its owning remote', () => {
  for (const route of ROUTES.filter((r) => r.owner !== 'shell')) {
    test(`${route.sample} -> ${route.owner}`, async ({ page }) => {
      await page.goto(route.sample);
      const area = page.locator(`[data-remote="${route.owner}"]`);
      await expect(area).toBeVisible();
      await expect(area.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
      await expectCallButton(page);
    });
  }
});

test('an unknown path shows the 404 page with the phone number', async ({ page }) => {
  await page.goto('/no-such-page/');
  await expectNotFound(page);
  await expectCallButton(page);
});

test('a malformed plan id fails page validation and shows the 404 page', async ({ page }) => {
  await page.goto('/plans/hmo/not%20a%20plan!/');
  await expectNotFound(page);
});

test('a path without its trailing slash is redirected to the one with it', async ({ page }) => {
  await page.goto('/plans/all?zip=85004');
  await expect(page).toHaveURL(/\/plans\/all\/\?zip=85004$/);
  await expect(page.locator('[data-remote="mfe_plans"]')).toBeVisible();
});
