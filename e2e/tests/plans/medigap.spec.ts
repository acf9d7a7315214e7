import { expect, test } from '@playwright/test';
import { API, axeViolations, knownVisitor } from '../support';

test('a Medigap quote with birth date, gender and tobacco shows prices with each plan letter', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await knownVisitor(page);
  await page.goto('/plans/all/?tab=medSupp');
  await expect(page.getByRole('tab', { name: 'Medicare Supplement' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('form', { name: 'Get your prices' });
  // Spec defaults: a birth date 65 years ago and coverage from the first of next month.
  await expect(form.getByRole('textbox', { name: /Date of birth/ })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(form.getByRole('button', { name: 'See my prices' })).toBeDisabled();
  await form.getByRole('textbox', { name: /Date of birth/ }).fill('03/15/1958');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'See my prices' }).click();

  await expect(page.getByTestId('quote-summary')).toContainText(/-year-old female, tobacco user/);
  const cards = page.getByTestId('medigap-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expect(cards.first()).toContainText(/Plan [A-N]/);
  // Lowest premium first.
  const premiums = await cards.getByTestId('medigap-premium').allTextContents();
  const values = premiums.map((p) => Number(p.replace(/[$,]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));

  // A non-smoker pays less for the same plan.
  const first = await cards.first().getAttribute('data-plan-id');
  const smokerPrice = values[0]!;
  await page.getByRole('button', { name: 'Change my answers' }).click();
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'See my prices' }).click();
  await expect(page.getByTestId('quote-summary')).toContainText(/no tobacco/);
  const nonSmoker = Number(
    (
      (await page
        .locator(`[data-testid="medigap-card"][data-plan-id="${first}"]`)
        .getByTestId('medigap-premium')
        .textContent()) ?? ''
    ).replace(/[$,]/g, ''),
  );
  expect(nonSmoker).toBeLessThan(smokerPrice);

  // The plan-type table with ranges and the K and L limits.
  const table = page.getByTestId('medigap-table');
  await expect(table.getByRole('row', { name: /Plan K/ })).toContainText('$4,960');
  await expect(table.getByRole('row', { name: /Plan L/ })).toContainText('$2,480');
  await expect(table.getByRole('row', { name: /Plan G/ })).toContainText('$102-$294');

  // Enroll in the cheapest plan: the quote's coverage start is offered first, then the carrier hand-off.
  const cheapest = cards.first();
  const name = await cheapest.getByRole('heading', { level: 3 }).textContent();
  const cheapestId = await cheapest.getAttribute('data-plan-id');
  await cheapest.getByRole('link', { name: /^Enroll/ }).click();
  await expect(page.getByTestId('enroll-plan-name')).toHaveText(name!, { timeout: 30_000 });
  await page.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: /Phone number/ }).fill('(480) 555-0199');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ann@example.com');
  await expect(page.getByRole('textbox', { name: /Date of birth/ })).toHaveValue('03/15/1958');
  await page.getByRole('textbox', { name: /Medicare number/ }).fill('1EG4-TE5-MK73');
  await page.getByRole('button', { name: 'Continue to the insurance company' }).click();
  await page.waitForURL(/\/carrier-enrollment\//, { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('planId')).toBe(cheapestId);
});

// Spec 6 broker flow (issue 16 item 7): with an assigned agent appointed with the plan's carrier, the
// enrollment goes through the agent: the page names the agent and writing number, the partner's
// authorize step follows, and the carrier receives the agent and writing number with the hand-off.
test('a Medigap enrollment through the assigned agent carries their writing number to the carrier', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const MARIA = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60';
  await knownVisitor(page);
  await page.goto(`/plans/all/?tab=medSupp&agentUuid=${MARIA}`);
  const form = page.getByRole('form', { name: 'Get your prices' });
  await form.getByRole('textbox', { name: /Date of birth/ }).fill('03/15/1958');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('button', { name: 'See my prices' }).click();
  const cards = page.getByTestId('medigap-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });

  // Which carriers the agent writes for: the api's broker record, read with this visit's session.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}').session?.accessToken as string,
  );
  const broker = await request.get(`${API}/consumer/agent/broker?agentUuid=${MARIA}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(broker.status()).toBe(200);
  const { writingNumbers } = (await broker.json()) as {
    writingNumbers: { carrierName: string; writingNumber: string }[];
  };
  // The first card from a carrier the agent is appointed with (a card names its carrier).
  let writing: (typeof writingNumbers)[number] | undefined;
  for (const w of writingNumbers)
    if (!writing && (await cards.filter({ hasText: w.carrierName }).count()) > 0) writing = w;
  expect(writing, 'a quote from a carrier the agent writes for').toBeDefined();
  await cards
    .filter({ hasText: writing!.carrierName })
    .first()
    .getByRole('link', { name: /^Enroll/ })
    .click();
  await expect(page.getByTestId('enroll-broker')).toHaveText(
    `Your licensed agent, Maria Alvarez, will handle this enrollment (writing number ${writing!.writingNumber} with ${writing!.carrierName}).`,
    { timeout: 30_000 },
  );
  await page.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: /Phone number/ }).fill('(480) 555-0199');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ann@example.com');
  await page.getByRole('textbox', { name: /Medicare number/ }).fill('1EG4-TE5-MK73');
  await page.getByRole('button', { name: 'Continue to the insurance company' }).click();
  await page.waitForURL(/\/carrier-enrollment\//, { timeout: 30_000 });
  const landed = new URL(page.url()).searchParams;
  expect(landed.get('agentUuid')).toBe(MARIA);
  expect(landed.get('writingNumber')).toBe(writing!.writingNumber);
});

// Issue 16 item 19: a plan's coverage shows at once; its price once the quote is answered.
test("a Medigap plan's page shows its coverage before a quote, and the price after", async ({ page }) => {
  test.setTimeout(90_000);
  await knownVisitor(page);
  await page.goto('/plans/all/?tab=medSupp');
  // A plan id of the county, as the list links to it (read with this visit's session).
  const readToken = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}').session?.accessToken as string,
    );
  await expect.poll(readToken, { timeout: 30_000 }).toBeTruthy();
  const token = await readToken();
  const quotes = await page.request.get(
    `${API}/products/medsupp/plans?planYear=2027&zip=85004&fips=04013&birthDate=1958-03-15&coverageBegin=2027-01-01&gender=F&smoke=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { plans } = (await quotes.json()) as { plans: { id: string; source: string; planSubType: string }[] };
  const g = plans.find((p) => p.planSubType === 'G')!;
  await page.goto(`/plans/medigap/${g.source}/${g.id}/`);
  await expect(page.getByTestId('medigap-coverage').getByRole('listitem')).toHaveCount(6, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('medigap-price-intro')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('medigap-details-before-quote.png'), fullPage: true });
  const form = page.getByRole('form', { name: 'Get your prices' });
  await form.getByRole('textbox', { name: /Date of birth/ }).fill('03/15/1958');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('radio', { name: 'No' }).check();
  await form.getByRole('button', { name: 'See my prices' }).click();
  await expect(page.getByTestId('medigap-price')).toContainText(/\$\d/);
  await expect(page.getByTestId('medigap-coverage').getByRole('listitem')).toHaveCount(6);
  expect(await axeViolations(page, '#main')).toEqual([]);
});
