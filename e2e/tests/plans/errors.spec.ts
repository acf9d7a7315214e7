import { expect, test } from '@playwright/test';
import { knownVisitor } from '../support';

test('a failed plan fetch shows a plain message with the agent phone, and a retry recovers', async ({
  page,
}) => {
  await knownVisitor(page);
  let fail = true;
  await page.route(/\/consumer\/plans\?/, (route) =>
    fail ? route.fulfill({ status: 503, json: { message: 'Unavailable' } }) : route.continue(),
  );
  await page.goto('/plans/all/');
  const alert = page.getByTestId('fetch-failed');
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('We could not load this right now');
  await expect(alert.getByRole('link', { name: /\(623\) 223-8884/ })).toHaveAttribute(
    'href',
    'tel:+16232238884',
  );
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 30_000 });
});
