import { expect, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';

// Issue 28: from October 1 to December 31 both plan years are sold. The browser's clock is set in
// November (the api serves plans of both years), the visitor's ZIP is known.
test("in November /onboarding/year/ offers both years; the choice is the plan lists' year, which can switch back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.setFixedTime(new Date(2026, 10, 20, 10));
  await knownVisitor(page);
  await page.goto('/onboarding/year/');
  const question = livePage(page).getByRole('group', { name: 'When should your new coverage start?' });
  await expect(question).toBeVisible({ timeout: 30_000 });
  await expect(
    question.getByRole('radio', { name: /January 1, 2027 or later: show 2027 plans/ }),
  ).toBeChecked();
  await question.getByRole('radio', { name: /Before January 1, 2027: show 2026 plans/ }).check();
  // The button stands apart from the choices, as on the other steps (it touched the second one).
  const continueButton = livePage(page).getByRole('button', { name: 'Continue' });
  const choices = (await question.boundingBox())!;
  expect((await continueButton.boundingBox())!.y - (choices.y + choices.height)).toBeGreaterThanOrEqual(16);
  await continueButton.click();
  await expect(page).not.toHaveURL(/\/onboarding\/year\/$/);

  const plans2026 = page.waitForRequest((r) => r.url().includes('/plans?') && r.url().includes('year=2026'));
  await page.goto('/plans/all/');
  await expect(livePage(page).getByText('Plans for 2026 in Maricopa.')).toBeVisible({
    timeout: 30_000,
  });
  await plans2026;
  await expect(page.getByTestId('plan-card').first()).toBeVisible({ timeout: 30_000 });

  const plans2027 = page.waitForRequest((r) => r.url().includes('/plans?') && r.url().includes('year=2027'));
  await livePage(page).getByRole('button', { name: 'Show 2027 plans instead' }).click();
  await expect(livePage(page).getByText('Plans for 2027 in Maricopa.')).toBeVisible();
  await plans2027;
  await expect(livePage(page).getByRole('button', { name: 'Show 2026 plans instead' })).toBeVisible();
});
