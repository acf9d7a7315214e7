import { expect, test } from '@playwright/test';
import { knownVisitor } from '../support';
import { API_ROUTE, countDocumentLoads, expectChromeAndPhone, watchPageErrors } from './support';

// Issue 15: the api down, and the api answering after 5 s. Every call the page makes to the api is
// refused (or held 5 s) for this page only; the suite's api keeps serving the other tests.

test('api down: the plans page keeps the chrome and the phone, says so calmly, and shows the plans by itself once the api is back', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const pageErrors = watchPageErrors(page);
  await knownVisitor(page);
  await page.route(API_ROUTE, (route) => route.abort('connectionrefused'));
  const loads = countDocumentLoads(page);
  await page.goto('/plans/all/');

  const calm = page.getByTestId('session-failed');
  await expect(calm).toBeVisible({ timeout: 30_000 });
  await expect(calm).toContainText('We keep trying on our own');
  await expect(calm.getByRole('link', { name: /\(TTY:711\)/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expectChromeAndPhone(page);
  await expect(page.getByTestId('plan-card')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('api-down.png'), fullPage: true });

  await page.unroute(API_ROUTE);
  await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 45_000 });
  await expect(calm).toHaveCount(0);
  await expectChromeAndPhone(page);
  expect(loads.count).toBe(1);
  pageErrors.expectOnly();
});

test('api answering after 5 s: the page waits calmly with the chrome and the phone, then shows the plans', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pageErrors = watchPageErrors(page);
  await knownVisitor(page);
  let slow = true;
  const held = async (route: import('@playwright/test').Route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.fallback();
  };
  await page.route(API_ROUTE, held);
  const loads = countDocumentLoads(page);
  await page.goto('/plans/all/');

  // While the answers are held the page says it is loading; nothing is blank and the phone works.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /ready|Loading/ })
      .first(),
  ).toBeVisible();
  await expectChromeAndPhone(page);
  await expect(page.getByTestId('fetch-failed')).toHaveCount(0);
  await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('session-failed')).toHaveCount(0);

  // The api is fast again: the next page's calls answer without the wait.
  slow = false;
  await page.unroute(API_ROUTE, held);
  await expectChromeAndPhone(page);
  expect(loads.count).toBe(1);
  pageErrors.expectOnly();
});
