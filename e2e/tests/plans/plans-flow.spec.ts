import { expect, test } from '@playwright/test';
import { enterZip } from '../support';
import { addDrug, planCards, totalOf, waitForPlans } from './helpers';

test('ZIP → plans sorted by total cost → compare three → details → add a drug → enroll hands off to the carrier', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/plans/all/');
  await enterZip(page, '85004');
  await waitForPlans(page);
  await expect(page.getByRole('tab', { name: 'Medicare Advantage' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The agent phone is one tap away on the page itself.
  await expect(page.getByTestId('page-call-link')).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  // A card's links drawn as buttons are as tall as its button (each <a> was 72 px beside a 48 px <button>).
  const first = planCards(page).first();
  const heights = await Promise.all(
    [
      first.getByRole('button', { name: /^Pin to top/ }),
      first.getByRole('link', { name: /^Enroll/ }),
      first.getByRole('link', { name: /^See plan details/ }),
    ].map(async (control) => (await control.boundingBox())?.height),
  );
  expect(heights).toEqual([48, 48, 48]);

  // Sort: the default is the lowest estimated total yearly cost; premium sorts differently.
  const sort = page.getByTestId('plan-sort');
  await expect(sort).toHaveValue('total');
  await sort.selectOption('premium');
  await expect(page).toHaveURL(/sort=premium/);
  await sort.selectOption({ label: 'Lowest estimated total yearly cost' });
  await expect(page.getByText(/Sorted by lowest estimated total yearly cost/)).toBeVisible();
  const totals: number[] = [];
  for (const card of (await planCards(page).all()).slice(0, 6)) totals.push(await totalOf(card));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  // Compare three: the picks live in the URL, and a fourth cannot be added.
  for (let i = 0; i < 3; i++) {
    const box = planCards(page)
      .nth(i)
      .getByRole('checkbox', { name: /^Compare/ });
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(
    planCards(page)
      .nth(3)
      .getByRole('checkbox', { name: /^Compare/ }),
  ).toBeDisabled();
  const names = await Promise.all(
    [0, 1, 2].map((i) => planCards(page).nth(i).getByRole('heading', { level: 3 }).textContent()),
  );
  // Which of them cover drugs (a card says "This plan doesn't include drug coverage." otherwise, and shows
  // no drug cost): only those have a drug cost chart.
  const withDrugs = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const card = planCards(page).nth(i);
      const covers = (await card.getByTestId('no-drug-coverage').count()) === 0;
      await expect(card.getByText('Estimated yearly drug cost')).toHaveCount(covers ? 1 : 0);
      return covers;
    }),
  );
  const drugPlan = names[withDrugs.indexOf(true)];
  expect(drugPlan, 'one of the three compared plans covers drugs').toBeTruthy();
  await page.getByRole('link', { name: 'Compare 3 selected plans' }).click();
  await expect(page).toHaveURL(/\/plans\/compare\/\?type=hmo&ids=/);
  const table = page.getByTestId('compare-table');
  await expect(table).toBeVisible();
  for (const name of names)
    await expect(
      table.getByRole('columnheader', { name: new RegExp(name!.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /Estimated total yearly cost/ })).toBeVisible();
  // A shared link shows the same comparison.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(3);

  // Details of the first compared plan that covers drugs, with the drug cost picture.
  await page
    .getByTestId('compare-table')
    .getByRole('link', { name: `See plan details: ${drugPlan}` })
    .click();
  await expect(page.getByTestId('plan-details')).toBeVisible();
  const detailUrl = page.url();
  const costBefore = await page.getByTestId('detail-drug-cost').textContent();

  // Add an expensive brand drug; the same plan's drug cost goes up and the chart is drawn.
  await addDrug(page, 'Eliquis');
  await page.goto(detailUrl);
  await expect(page.getByTestId('detail-drug-cost')).not.toHaveText(costBefore!, { timeout: 30_000 });
  const costAfter = Number(
    ((await page.getByTestId('detail-drug-cost').textContent()) ?? '').replace(/[$,]/g, ''),
  );
  expect(costAfter).toBeGreaterThan(Number(costBefore!.replace(/[$,]/g, '')));
  await expect(page.getByRole('img', { name: /Your drug costs month by month/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Eliquis/ })).toBeVisible();

  // Enroll: details are checked, nothing typed is lost, then the carrier hand-off with its parameters.
  await page.getByRole('link', { name: 'Enroll in this plan' }).click();
  await expect(page.getByTestId('enroll-plan-name')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Diaz');
  await page.getByRole('textbox', { name: /Phone number/ }).fill('(602) 555-0142');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('rosa@example');
  await page.getByRole('textbox', { name: /Date of birth/ }).fill('04/28/1961');
  await page.getByRole('textbox', { name: /Medicare number/ }).fill('1EG4-TE5-MK73');
  // Spec 5: Submit stays disabled until the form is valid; a field left wrong says what is wrong.
  const send = page.getByRole('button', { name: 'Continue to the insurance company' });
  await expect(page.getByText('Invalid e-mail')).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Rosa');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('rosa@example.com');
  await expect(send).toBeEnabled();
  await send.click();
  await page.waitForURL(/\/carrier-enrollment\//, { timeout: 30_000 });
  const handoff = new URL(page.url());
  expect(handoff.searchParams.get('handoff')).toBeTruthy();
  expect(handoff.searchParams.get('planId')).toBe(new URL(detailUrl).pathname.split('/')[3]);
  expect(handoff.searchParams.get('effectiveDate')).toMatch(/^\d{4}-\d{2}-01$/);
  // The development carrier page echoes the hand-off it received.
  await expect(page.locator('body')).toContainText('Rosa');
  await expect(page.locator('body')).toContainText(handoff.searchParams.get('planId')!);
});
