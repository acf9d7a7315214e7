import { expect, type Page, test } from '@playwright/test';
import { axeViolations, knownVisitor } from '../support';

const PLANS = '[data-remote="mfe_plans"]';

/** The page's own content is loaded (not its loading state). */
const settled = async (page: Page, testId: string) => {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /Loading|Getting your prices/ })).toHaveCount(0, {
    timeout: 30_000,
  });
};

const firstPlanOf = async (page: Page, list: string) => {
  await page.goto(list);
  const card = page.getByTestId('plan-card').first();
  await card.waitFor({ timeout: 30_000 });
  return (await card.getAttribute('data-plan-id'))!;
};

test.describe('axe: no WCAG 2.2 AA violation on the plans routes', () => {
  test.beforeEach(async ({ page }) => knownVisitor(page));

  const simple: [string, string][] = [
    ['/', 'home-page'],
    ['/plans/all/', 'plan-list-medicareAdvantage'],
    ['/plans/all/?tab=pdp', 'plan-list-pdp'],
    ['/plans/all/?tab=medSupp', 'medigap-panel'],
    ['/plans/hmo/', 'plan-list-hmo'],
    ['/plans/ppo/', 'plan-list-ppo'],
    ['/plans/pdp/', 'plan-list-pdp'],
    ['/plans/medigap/', 'medigap-panel'],
    ['/drugs/', 'drugs-page'],
    ['/drugs/add-drug/', 'add-drug-page'],
    ['/supplements/', 'supplements-page'],
    ['/enroll/', 'enroll-page'],
    ['/plans/compare/?type=hmo', 'compare-page'],
  ];
  for (const [path, testId] of simple) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settled(page, testId);
      expect(await axeViolations(page, PLANS)).toEqual([]);
    });
  }

  test('plan details, compare and enroll pages', async ({ page }) => {
    test.setTimeout(180_000);
    for (const kind of ['hmo', 'ppo', 'pdp']) {
      const id = await firstPlanOf(page, `/plans/${kind}/`);
      await page.goto(`/plans/${kind}/${id}/`);
      await settled(page, 'plan-details');
      expect(await axeViolations(page, PLANS), kind).toEqual([]);
    }
    await page.goto('/plans/all/');
    await page.getByTestId('plan-card').nth(2).waitFor({ timeout: 30_000 });
    const ids = await page
      .getByTestId('plan-card')
      .evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getAttribute('data-plan-id')));
    await page.goto(`/plans/compare/?type=hmo&ids=${ids.join(',')}`);
    await settled(page, 'compare-table');
    expect(await axeViolations(page, PLANS), 'compare').toEqual([]);
    await page.goto(`/enroll/carrier/${ids[0]}/`);
    await settled(page, 'enroll-plan-name');
    // Submit stays disabled until the form is valid (spec 5): a field left wrong shows its error.
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('rosa@');
    await email.press('Tab');
    await expect(page.getByText('Invalid e-mail')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to the insurance company' })).toBeDisabled();
    expect(await axeViolations(page, PLANS), 'enroll with errors').toEqual([]);
  });

  test('drug dosage and Medigap quotes and details', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/drugs/add-drug/');
    await page.getByRole('searchbox', { name: 'Drug name' }).fill('metformin');
    await page.getByTestId('drug-results').getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Add this drug' })).toBeVisible();
    expect(await axeViolations(page, PLANS), 'dosage').toEqual([]);

    await page.goto('/plans/medigap/');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'See my prices' }).click();
    await settled(page, 'medigap-results');
    expect(await axeViolations(page, PLANS), 'quotes').toEqual([]);
    await page
      .getByTestId('medigap-card')
      .first()
      .getByRole('link', { name: /See plan details/ })
      .click();
    await settled(page, 'medigap-details');
    expect(await axeViolations(page, PLANS), 'medigap details').toEqual([]);
  });
});
