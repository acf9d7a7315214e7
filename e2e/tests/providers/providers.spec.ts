import { expect, type Page, test } from '@playwright/test';
import { axeViolations, knownVisitor, livePage } from '../support';

const doctorResults = (page: Page) => page.getByTestId('doctor-result');
const chosenDoctors = (page: Page) => page.getByTestId('chosen-doctor');

const searchDoctors = async (page: Page, term = '') => {
  await page.getByRole('searchbox', { name: 'Doctor name or specialty' }).fill(term);
  await page.getByRole('button', { name: 'Search doctors' }).click();
  await expect(page.getByTestId('doctor-count')).toHaveText(/\d+ doctors? found/);
};

test.beforeEach(async ({ page }) => {
  await knownVisitor(page);
});

test('doctors, a returning visitor with no session yet: the form waits disabled in its place, and "Sample data" does not move when the session arrives', async ({
  page,
}) => {
  // The session is made only when the test lets it (a slow api); the ZIP is stored (beforeEach).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/consumer/session', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.fallback();
  });
  // The chosen doctors (read from the session once it exists) held too, until the places are compared:
  // their list then changes the page's height as it does for every visitor.
  let releaseDoctors: () => void = () => {};
  const doctorsHeld = new Promise<void>((resolve) => {
    releaseDoctors = resolve;
  });
  await page.route('**/consumer/session/*', async (route) => {
    if (route.request().method() === 'GET') await doctorsHeld;
    await route.fallback();
  });
  await page.goto('/providers/search/');
  const live = livePage(page);
  const sample = live.getByText(/^Sample data:/);
  // The loading state: said where the count of doctors found goes, the search disabled meanwhile.
  await expect(live.getByTestId('doctor-count')).toHaveText('Getting plans for 85004 ready…');
  await expect(live.getByRole('searchbox', { name: 'Doctor name or specialty' })).toBeDisabled();
  await expect(live.getByRole('button', { name: 'Search doctors' })).toBeDisabled();
  await expect(page.getByTestId('page-call-link').last()).toHaveAttribute('href', /^tel:/);
  const waiting = await sample.boundingBox();
  release();
  await expect(live.getByRole('searchbox', { name: 'Doctor name or specialty' })).toBeEnabled();
  await expect(live.getByTestId('doctor-count')).toHaveText('');
  // Compared by place, not by time: the paragraph under the form is where it was.
  expect(await sample.boundingBox()).toEqual(waiting);
  releaseDoctors();
  await expect(
    live.getByText('You have not added any doctors yet.').or(live.getByTestId('chosen-doctor').first()),
  ).toBeVisible();
  await searchDoctors(page, 'Smith');
});

test('doctors: search, add two, a duplicate is refused, mark PCP, remove one, a plan card shows the other', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/providers/search/');
  await searchDoctors(page);
  await expect(doctorResults(page)).toHaveCount(5);
  const names = await doctorResults(page).getByRole('heading', { level: 3 }).allTextContents();
  await page.getByRole('button', { name: `Add ${names[0]}` }).click();
  await expect(page.getByTestId('doctor-notice')).toContainText(`${names[0]} was added`);
  await expect(chosenDoctors(page)).toHaveCount(1);
  // Spec 5: a chosen doctor leaves the results.
  await expect(page.getByRole('button', { name: `Add ${names[0]}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Add ${names[1]}` }).click();
  await expect(chosenDoctors(page)).toHaveCount(2);

  // Asked to show chosen doctors too, adding one again is refused (spec 4).
  await page.getByRole('checkbox', { name: 'Show doctors I already added too' }).check();
  await searchDoctors(page);
  await page.getByRole('button', { name: `Add ${names[0]}` }).click();
  await expect(page.getByTestId('doctor-notice')).toContainText('already on your list of doctors');
  await expect(chosenDoctors(page)).toHaveCount(2);

  const pcp = page.getByRole('button', { name: `${names[1]} is my primary care doctor` });
  await pcp.click();
  await expect(pcp).toHaveAttribute('aria-pressed', 'true');
  await expect(chosenDoctors(page).filter({ hasText: names[1]! }).getByTestId('pcp-badge')).toBeVisible();

  await page.getByRole('button', { name: `Remove ${names[0]}` }).click();
  await expect(chosenDoctors(page)).toHaveCount(1);

  await page.getByRole('link', { name: 'See plans with your doctors' }).click();
  const card = page.getByTestId('plan-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  // NPPES names doctors, not plans' networks: the card sends the person to the plan (never a guess).
  await expect(card.getByRole('region', { name: 'Your doctors' })).toContainText(
    `${names[1]}: Ask the plan whether this doctor is in its network`,
  );
  await expect(card).not.toContainText(names[0]!);
});

test('pharmacies: search, show more, save two, see them on a plan with retail and mail order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/pharmacy/');
  const results = page.getByTestId('pharmacy-results').getByTestId('pharmacy');
  await expect(results).toHaveCount(5, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(results).toHaveCount(10);
  const first = (await results.nth(0).getByRole('heading', { level: 3 }).textContent())!;
  const sixth = (await results.nth(5).getByRole('heading', { level: 3 }).textContent())!;
  await page.getByRole('checkbox', { name: `Choose ${first}` }).check();
  await page.getByRole('checkbox', { name: `Choose ${sixth}` }).check();
  await page.getByRole('button', { name: 'Save 2 pharmacies' }).click();
  await expect(page.getByText('Your pharmacies were saved.')).toBeVisible();
  const chosen = page.getByTestId('chosen-pharmacies');
  await expect(chosen.getByTestId('pharmacy')).toHaveCount(2);

  // The detail page of one of them.
  await chosen.getByRole('link', { name: `Details for ${first}` }).click();
  const detail = page.getByTestId('pharmacy-detail');
  await expect(detail.getByRole('heading', { name: first })).toBeVisible();
  await expect(detail.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
  await expect(detail).toContainText('This is one of your pharmacies.');
  // Whether it is in the person's plans: counted over the county's plans with drug coverage.
  await expect(detail.getByTestId('pharmacy-in-plans')).toHaveText(
    /^In network for \d+ of the \d+ plans with drug coverage in your area\.$/,
    { timeout: 30_000 },
  );

  // A drug plan's details: each pharmacy's status in its network (the Part D pharmacy networks file), and
  // the cost shares at preferred and standard pharmacies, retail and mail order (the beneficiary cost file).
  await page.goto('/plans/all/?tab=pdp');
  const card = page.getByTestId('plan-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: /^See plan details/ }).click();
  await expect(page.getByRole('heading', { name: 'Your pharmacies' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pharmacy-network')).toHaveText([
    /^(Preferred|Standard) pharmacy in network$|^Not in network$/,
    /^(Preferred|Standard) pharmacy in network$|^Not in network$/,
  ]);
  for (const name of [
    'Preferred retail pharmacy, 30-day supply',
    'Standard retail pharmacy, 30-day supply',
    'Preferred mail order, 90-day supply',
    'Standard mail order, 90-day supply',
  ])
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
});

test('provider network: each filter, removing a bullet, sorting and paging past 20', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/provider/network/');
  const locations = page.getByTestId('network-location');
  await expect(locations.first()).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('combobox', { name: 'Distance from your ZIP code' })
    .selectOption({ label: 'Within 100 miles' });
  await expect(locations).toHaveCount(20);
  const counts = page.getByTestId('network-counts');
  const all = (await counts.textContent())!;
  expect(Number(all.split(' ')[0])).toBeGreaterThan(20);
  await expect(page.getByTestId('page-of')).toHaveText(/^Page 1 of \d+$/);
  const firstOnPage1 = await locations.first().getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(/^Page 2 of/);
  await expect(locations.first().getByRole('heading')).not.toHaveText(firstOnPage1!);

  for (const [legend, value] of [
    ['Doctor’s gender', 'Female'],
    ['Languages spoken', 'Spanish'],
    ['Type of provider group', 'Primary Care-Focused'],
  ] as const) {
    await page.getByRole('group', { name: legend }).getByRole('checkbox', { name: value }).check();
    await expect(
      page.getByTestId('criteria').getByRole('button', { name: `Remove filter: ${legend}: ${value}` }),
    ).toBeVisible();
  }
  await expect(counts).not.toHaveText(all);
  await expect(counts).toHaveText(/^\d+ locations?, \d+ provider groups?, \d+ providers?$/);

  await page.getByRole('button', { name: 'Remove filter: Languages spoken: Spanish' }).click();
  await expect(
    page.getByRole('group', { name: 'Languages spoken' }).getByRole('checkbox', { name: 'Spanish' }),
  ).not.toBeChecked();
  await expect(page.getByTestId('criteria').getByRole('button')).toHaveCount(2);

  await page.getByRole('button', { name: /^Remove filter: Doctor’s gender/ }).click();
  await page.getByRole('button', { name: /^Remove filter: Type of provider group/ }).click();
  await expect(counts).toHaveText(all);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name');
  await expect(page.getByTestId('page-of')).toHaveText(/^Page 1 of/);
  // The sorted page replaces the one shown once it arrives.
  await expect
    .poll(async () => {
      const names = await locations.getByRole('heading', { level: 3 }).allTextContents();
      return names.length > 0 && names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|');
    })
    .toBe(true);
});

test('every route of the remote works by keyboard and passes axe (WCAG 2.2 AA)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/providers/search/');
  // Disabled while the session starts (the page's loading state), then focusable.
  await expect(page.getByRole('searchbox', { name: 'Doctor name or specialty' })).toBeEnabled();
  await page.getByRole('searchbox', { name: 'Doctor name or specialty' }).focus();
  await page.keyboard.type('a');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('doctor-count')).toHaveText(/\d+ doctors? found/);
  const firstAdd = page.getByTestId('doctor-result').first().getByRole('button', { name: /^Add / });
  await firstAdd.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chosen-doctor')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/pharmacy/');
  await expect(page.getByTestId('pharmacy-results').getByTestId('pharmacy')).toHaveCount(5, {
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'By mail order' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('pharmacy-count')).toHaveText(/pharmac(y|ies) found/);
  const box = page.getByTestId('pharmacy-results').getByRole('checkbox').first();
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByTestId('save-pharmacies').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your pharmacies were saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const link = page
    .getByTestId('chosen-pharmacies')
    .getByRole('link', { name: /^Details for / })
    .first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pharmacy-detail')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/provider/network/');
  await expect(page.getByTestId('network-location').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Female' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('criteria')).toBeVisible();
  await page
    .getByRole('button', { name: /^Save / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove .* from saved locations$/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
