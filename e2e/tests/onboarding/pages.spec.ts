import { expect, test } from '@playwright/test';
import { routesOf } from 'shared-contracts';
import { axeViolations, knownVisitor, pressWhenEnabled } from '../support';
import { captchaDouble, dataLayerEvents, expectOneLead, recordLeadPosts } from './helpers';

const DOROTHY_PREFILL = '3f0e9b1a-6c2d-4e8f-9a1b-2c3d4e5f6a7b';

test('/lead/ posts once with the captcha token and the consent text shown, and lead_created reaches the data layer', async ({
  page,
}) => {
  await knownVisitor(page);
  await captchaDouble(page);
  const posts = recordLeadPosts(page);
  await page.goto('/lead/');
  await page.getByRole('textbox', { name: 'First name' }).fill('Harold');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Example');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('harold@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('480-321-0133');
  const consent = await page.getByTestId('consent-text').textContent();
  expect(consent).toMatch(/By pressing "Submit"/);
  await pressWhenEnabled(page.getByRole('button', { name: 'Submit' }));
  await expect(page.getByText('Thank you. A licensed insurance agent will contact you soon.')).toBeVisible();
  expectOneLead(posts, { phoneNumber: '(480) 321-0133', permissionToContactText: { text: consent } });
  expect(await dataLayerEvents(page)).toContain('lead_created');
});

test('with no site key configured the lead still posts (no token; the api warns at start-up)', async ({
  page,
}) => {
  await knownVisitor(page);
  const posts: Record<string, unknown>[] = [];
  await page.route('**/consumer/leads', async (route) => {
    if (route.request().method() === 'POST') posts.push(route.request().postDataJSON());
    await route.continue();
  });
  await page.goto('/lead/');
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Sample');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('rosa@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(602) 321-0199');
  await pressWhenEnabled(page.getByRole('button', { name: 'Submit' }));
  await expect(page.getByText('Thank you. A licensed insurance agent will contact you soon.')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ firstName: 'Rosa', zip: '85004' });
  expect(posts[0]).not.toHaveProperty('recaptchaToken');
});

test('a lead sent while the session of the visit is still starting waits for it, then is sent', async ({
  page,
}) => {
  await knownVisitor(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/consumer/session', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const leads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/consumer\/leads$/.test(r.url())) leads.push(r.url());
  });
  await page.goto('/lead/');
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Early');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('rosa.early@example.com');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(602) 321-0188');
  const submit = page.getByRole('button', { name: 'Submit' });
  await pressWhenEnabled(submit);
  // The press is taken (the button shows it is busy), nothing is refused, and nothing goes out yet.
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(leads).toEqual([]);
  release();
  await expect(page.getByText('Thank you. A licensed insurance agent will contact you soon.')).toBeVisible();
  expect(leads).toHaveLength(1);
});

test('the quiz reaches its results with the enrollment dates in plain words', async ({ page }) => {
  await knownVisitor(page);
  await page.goto('/quiz/');
  await page.getByRole('radio', { name: 'No' }).check();
  await pressWhenEnabled(page.getByRole('button', { name: 'Next' }));
  await expect(page).toHaveURL(/\/quiz\/enrollmentdate\/$/);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('01011950');
  await pressWhenEnabled(page.getByRole('button', { name: 'Show my dates' }));
  await expect(page).toHaveURL(/\/quiz\/enrollmentdate\/post-submit\/$/);
  await page.getByRole('link', { name: 'See when you can enroll' }).press('Enter');
  await expect(page).toHaveURL(/\/quiz\/enrollmentdate\/results\/$/);
  await expect(page.getByText('You can sign up from January 1 to March 31 each year.')).toBeVisible();
  await expect(
    page.getByText('Your first chance to sign up (your Initial Enrollment Period) has passed.'),
  ).toBeVisible();
  await expect(page.getByTestId('quiz-window')).toContainText(
    /January 1, \d{4} through March 31, \d{4}|through March 31/,
  );
  await expect(page.getByRole('link', { name: /Call \(623\) 223-8884/ }).first()).toBeVisible();
});

test('prefill fills the onboarding form', async ({ page }) => {
  await page.goto(`/prefill/${DOROTHY_PREFILL}/`);
  // Everything a lead needs is known: on to the plans; the onboarding shows the prefilled values.
  await expect(page).toHaveURL(/\/plans\/all\/$/);
  await page.goto('/onboarding/multistep/step/name/');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Dorothy');
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Sample');
});

test('preferences reach the plans page: the plans are fetched again and the benefit is marked important', async ({
  page,
}) => {
  await knownVisitor(page);
  await page.goto('/preferences/');
  await page.getByRole('combobox', { name: 'Rides to medical appointments' }).selectOption('Very important');
  await page.getByRole('combobox', { name: 'Hearing aid coverage' }).selectOption('Not important');
  await pressWhenEnabled(page.getByRole('button', { name: 'Save my preferences' }));
  await expect(page.getByText('Saved. The plans are now ranked by what matters to you.')).toBeVisible();
  const planFetch = page.waitForRequest((r) => r.method() === 'GET' && /\/consumer\/plans\?/.test(r.url()));
  await page.getByRole('link', { name: 'See your plans' }).press('Enter');
  await planFetch;
  await page.getByTestId('plan-filters').first().locator('summary').press('Enter');
  const benefits = page.getByRole('group', { name: 'Extra benefits' });
  await expect(benefits.getByText('(important to you)')).toHaveCount(1, { timeout: 30_000 });
  await expect(benefits.locator('label').first()).toContainText('Transportation (important to you)');
});

test('axe finds no WCAG 2.2 AA violation on any route of this remote', async ({ page }) => {
  test.setTimeout(420_000);
  await knownVisitor(page);
  for (const route of routesOf('mfe_onboarding')) {
    const path = route.id === 'prefill' ? `/prefill/${DOROTHY_PREFILL}/` : route.sample;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
