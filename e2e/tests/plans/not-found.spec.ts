import { test } from '@playwright/test';
import { expectNotFound, knownVisitor } from '../support';

test('a plan id that does not exist shows the 404 page', async ({ page }) => {
  await knownVisitor(page);
  await page.goto('/plans/hmo/H9999-999-999/');
  await expectNotFound(page);
});

test('a PDP id of the wrong form fails page validation (404)', async ({ page }) => {
  await knownVisitor(page);
  await page.goto('/plans/pdp/%20bad%20id/');
  await expectNotFound(page);
});

test('a PDP id shown as a Medicare Advantage plan is not found', async ({ page }) => {
  await knownVisitor(page);
  await page.goto('/plans/pdp/');
  const first = page.getByTestId('plan-card').first();
  await first.waitFor({ timeout: 30_000 });
  const id = await first.getAttribute('data-plan-id');
  await page.goto(`/plans/hmo/${id}/`);
  await expectNotFound(page);
});
