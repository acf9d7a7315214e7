import { expect, test } from '@playwright/test';
import { expectCallButton, knownVisitor } from '../support';

// Issue 16 item 17: a visitor whose ZIP is known is never asked for it again while the session is
// still being made (a slow api, a 429 from the rate limit); they see the loading state, then a calm
// retry message with the phone, and the plans once the session exists.
test('a known ZIP waits for the session instead of asking again, and a retry brings the plans', async ({
  page,
}) => {
  await knownVisitor(page);
  let refuse = true;
  await page.route('**/consumer/session', async (route) => {
    if (route.request().method() !== 'POST' || !refuse) return route.fallback();
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '60' },
      body: JSON.stringify({ message: 'Too many requests' }),
    });
  });
  await page.goto('/plans/all/');
  await expect(page.getByText('We are still getting your plans ready')).toBeVisible();
  await expect(page.getByText('Enter your ZIP code to see plans')).toHaveCount(0);
  await expectCallButton(page);

  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('We are still getting your plans ready')).toHaveCount(0);
});
