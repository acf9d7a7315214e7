import { expect, type Page, test } from '@playwright/test';
import { knownVisitor } from '../support';
import { addDrug, waitForPlans } from './helpers';

/** Every card's estimated total yearly cost and monthly premium in the Medicare Advantage list, by plan id. */
const figuresOf = (page: Page): Promise<Record<string, { total: string; premium: string }>> =>
  page.getByTestId('plan-list-medicareAdvantage').evaluate((list) =>
    Object.fromEntries(
      [...list.querySelectorAll<HTMLElement>('[data-testid=plan-card]')].map((card) => [
        card.dataset.planId ?? '',
        {
          total: card.querySelector('[data-testid=plan-total-value]')?.textContent ?? '',
          premium:
            [...card.querySelectorAll('dt')].find((dt) => dt.textContent === 'Monthly premium')
              ?.nextElementSibling?.textContent ?? '',
        },
      ]),
    ),
  );

const figureOf = async (page: Page, figure: 'total' | 'premium') =>
  Object.fromEntries(Object.entries(await figuresOf(page)).map(([id, f]) => [id, f[figure]]));
const totalsOf = (page: Page) => figureOf(page, 'total');
const premiumsOf = (page: Page) => figureOf(page, 'premium');

test.beforeEach(async ({ page }) => {
  await knownVisitor(page);
});

test('turning Extra Help on lowers the plan list costs and premiums, says so, is kept in the session, and turns off again', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await addDrug(page, 'Eliquis');
  await page.goto('/plans/all/');
  await waitForPlans(page);
  const list = page.getByTestId('plan-list-medicareAdvantage');
  const question = list.getByRole('group', { name: 'Do you get Extra Help paying for your drugs?' });
  await expect(question).toBeVisible();
  await expect(list.getByTestId('extra-help-applied')).toHaveCount(0);
  const before = await totalsOf(page);
  const premiumsBefore = await premiumsOf(page);

  // With the keyboard alone: to "No", then the arrow keys move to "Yes, full Extra Help" and choose it.
  await question.getByRole('radio', { name: 'No', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(question.getByRole('radio', { name: 'Yes, full Extra Help' })).toBeChecked();
  const notice = list.getByTestId('extra-help-applied');
  await expect(notice).toContainText('Extra Help applied.');
  await expect(notice).toContainText('your drug deductible is $0');
  await expect.poll(() => totalsOf(page)).not.toEqual(before);
  const withExtraHelp = await totalsOf(page);
  const lowered = Object.keys(before).filter(
    (id) => withExtraHelp[id] !== before[id] && withExtraHelp[id] !== undefined,
  );
  expect(lowered.length).toBeGreaterThan(0);
  // The premium after the LIS premium subsidy (the landscape's Part D Low Income Beneficiary Premium Amount
  // plus the Part C Premium): the sample's H9991 002 (PPO) goes from $59 to $24 a month.
  await expect(notice).toContainText('Premiums are shown as Extra Help lowers them');
  const premiumsWith = await premiumsOf(page);
  expect([premiumsBefore.H9991002000, premiumsWith.H9991002000]).toEqual(['$59', '$24']);
  await page.screenshot({ path: testInfo.outputPath('plan-list-extra-help.png') });

  // Kept in the server session: a reload shows the same answer and the same costs.
  await page.reload();
  await waitForPlans(page);
  await expect(question.getByRole('radio', { name: 'Yes, full Extra Help' })).toBeChecked();
  await expect(notice).toBeVisible();
  expect(await totalsOf(page)).toEqual(withExtraHelp);

  // "I don't know" is estimated without it, as "No" is.
  await question.getByRole('radio', { name: "I don't know" }).check();
  await expect(notice).toHaveCount(0);
  await expect.poll(() => totalsOf(page)).toEqual(before);
  expect(await premiumsOf(page)).toEqual(premiumsBefore);
});
