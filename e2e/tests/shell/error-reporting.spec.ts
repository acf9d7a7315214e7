// Spec 8 "reported" cases, end to end: each one is caused in the real pages (the one api call it is about
// answers 500), and the local Sentry ingest the suite's DSN points at (scripts/lib/sentry-ingest.mjs) must
// receive it exactly once, tagged with its source, with none of the visitor's personal data anywhere in
// what was sent (errors, transactions, sessions). Each test browses with a User-Agent of its own, which
// the ingest files envelopes under, so tests running side by side never see each other's reports.
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { API, enterZip, knownVisitor, pressWhenEnabled } from '../support';

const INGEST = 'http://127.0.0.1:3030';

interface Envelope {
  raw: string;
  items: { type: string; payload: { tags?: Record<string, string>; level?: string } }[];
}

const test = base.extend<{ visit: string }>({
  visit: async ({ browserName: _ }, use, testInfo) =>
    use(
      // With a random part: an ingest left running (a reused local server) keeps earlier runs' envelopes.
      `${testInfo.project.name}-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}-${crypto.randomUUID().slice(0, 8)}`.replace(
        /[^\w-]/g,
        '',
      ),
    ),
  userAgent: async ({ browser, visit }, use) =>
    use(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36 e2e-visit/${visit}`,
    ),
});

/** The personal data each test puts into the pages; none of it may reach the ingest. */
const PERSON = {
  firstName: 'Rosalind',
  lastName: 'Quimby',
  email: 'rosalind.quimby@example.com',
  phone: '(602) 555-0177',
  birthDate: '03/15/1952',
};
const personalStrings = (extra: string[] = []) => [
  PERSON.firstName,
  PERSON.lastName,
  PERSON.email,
  'rosalind.quimby',
  PERSON.phone,
  '555-0177',
  '5550177',
  PERSON.birthDate,
  '1952-03-15',
  '85004 Rosalind',
  ...extra,
];

const envelopesOf = async (page: Page, visit: string): Promise<Envelope[]> => {
  const response = await page.request.get(`${INGEST}/__e2e/envelopes?visit=${visit}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Envelope[];
};

/** The error and message events the ingest received for this visit (transactions and sessions left out). */
const errorEvents = (envelopes: Envelope[]) =>
  envelopes.flatMap((e) => e.items.filter((i) => i.type === 'event').map((i) => i.payload));

/** A 500 for the one call a test is about (the method too, when the path has several). */
const failCall = async (page: Page, url: string | RegExp, method?: string) => {
  await page.route(url, (route: Route) =>
    !method || route.request().method() === method
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal Server Error"}',
        })
      : route.fallback(),
  );
};

/** The visit's access token and session reference (empty once the page has left the suite's origin). */
const sessionSecrets = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}');
    return [state.session?.accessToken, state.session?.websiteReferenceId].filter(Boolean) as string[];
  });

/**
 * Waits for the report, lets the page settle (a duplicate would follow within a query retry, about a
 * second), then proves it arrived once, from `source`, with no other reported source beside it and none of
 * the personal data in anything this visit sent.
 */
const expectReportedOnce = async (page: Page, visit: string, source: string, personal: string[] = []) => {
  await expect
    .poll(
      async () => errorEvents(await envelopesOf(page, visit)).filter((e) => e.tags?.source === source).length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  await page.waitForTimeout(2_500);
  const token = await sessionSecrets(page);
  const envelopes = await envelopesOf(page, visit);
  const events = errorEvents(envelopes);
  expect(events.filter((e) => e.tags?.source === source)).toHaveLength(1);
  expect(events.map((e) => e.tags?.source).filter((s) => s && s !== source)).toEqual([]);
  const raw = envelopes.map((e) => e.raw).join('\n');
  for (const secret of [...personalStrings(personal), ...token, 'Bearer ey'])
    expect(raw, `the ingest received "${secret}"`).not.toContain(secret);
};

/** The sample agent Maria Alvarez (api/src/features/agents/seed.ts). */
const MARIA = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60';

test.describe('error reporting (spec 8, through the local Sentry ingest)', () => {
  test('county lookup failure in the ZIP modal', async ({ page, visit }) => {
    await failCall(page, /\/consumer\/location\/counties\?/);
    await page.goto('/');
    await enterZip(page, '85004');
    await expectReportedOnce(page, visit, 'county-lookup');
  });

  test('coverage check failure on /zip-check/', async ({ page, visit }) => {
    await knownVisitor(page);
    await failCall(page, /\/consumer\/location\/covered\/?\?/);
    await page.goto('/zip-check/');
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('85004');
    await page.getByRole('button', { name: 'Check my ZIP code' }).click();
    await expectReportedOnce(page, visit, 'coverage-check');
  });

  test('medsupp list failure: an empty list, the birth date never sent', async ({ page, visit }) => {
    test.setTimeout(90_000);
    await knownVisitor(page);
    await failCall(page, /\/products\/medsupp\/plans\?/);
    await page.goto('/plans/all/?tab=medSupp');
    const form = page.getByRole('form', { name: 'Get your prices' });
    await form.getByRole('textbox', { name: /Date of birth/ }).fill(PERSON.birthDate);
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByRole('radio', { name: 'No' }).check();
    await form.getByRole('button', { name: 'See my prices' }).click();
    await expect(page.getByTestId('medigap-none')).toBeVisible({ timeout: 30_000 });
    await expectReportedOnce(page, visit, 'medsupp-list');
  });

  test('quiz post failure', async ({ page, visit }) => {
    await knownVisitor(page);
    await failCall(page, /\/consumer\/questions$/, 'POST');
    await page.goto('/quiz/');
    await page.getByRole('radio', { name: 'No' }).check();
    await pressWhenEnabled(page.getByRole('button', { name: 'Next' }));
    await expect(page).toHaveURL(/\/quiz\/enrollmentdate\/$/);
    await expectReportedOnce(page, visit, 'quiz');
  });

  test('captcha error on /lead/: the lead still posts, its name, e-mail and phone never sent', async ({
    page,
    visit,
  }) => {
    await knownVisitor(page);
    await page.goto('/lead/');
    await page.getByRole('textbox', { name: 'First name' }).fill(PERSON.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(PERSON.lastName);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(PERSON.email);
    await page.getByRole('textbox', { name: 'Phone number' }).fill(PERSON.phone);
    await pressWhenEnabled(page.getByRole('button', { name: 'Submit' }));
    await expect(
      page.getByText('Thank you. A licensed insurance agent will contact you soon.'),
    ).toBeVisible();
    await expectReportedOnce(page, visit, 'captcha');
  });

  test('deleting a pharmacy fails', async ({ page, visit }) => {
    test.setTimeout(90_000);
    await knownVisitor(page);
    await page.goto('/pharmacy/');
    const results = page.getByTestId('pharmacy-results').getByTestId('pharmacy');
    await expect(results.first()).toBeVisible({ timeout: 30_000 });
    const name = (await results.nth(0).getByRole('heading', { level: 3 }).textContent())!;
    await page.getByRole('checkbox', { name: `Choose ${name}` }).check();
    await page.getByRole('button', { name: 'Save 1 pharmacy' }).click();
    const chosen = page.getByTestId('chosen-pharmacies');
    await expect(chosen.getByTestId('pharmacy')).toHaveCount(1);
    await failCall(page, /\/consumer\/session\/pharmacies\/[^/?]+$/, 'DELETE');
    await chosen.getByRole('button', { name: `Remove ${name}` }).click();
    await expectReportedOnce(page, visit, 'pharmacy-remove');
  });

  test('saving a provider group fails', async ({ page, visit }) => {
    test.setTimeout(90_000);
    await knownVisitor(page);
    await failCall(page, /\/session-provider-network-locations$/, 'POST');
    await page.goto('/provider/network/');
    const locations = page.getByTestId('network-location');
    await expect(locations.first()).toBeVisible({ timeout: 30_000 });
    await locations
      .first()
      .getByRole('button', { name: /^Save / })
      .click();
    await expectReportedOnce(page, visit, 'provider-group-save');
  });

  test('provider metadata failure', async ({ page, visit }) => {
    test.setTimeout(90_000);
    await knownVisitor(page);
    await failCall(page, /\/provider-network\/metadata\?/);
    await page.goto('/provider/network/');
    await expect(page.getByTestId('network-location').first()).toBeVisible({ timeout: 30_000 });
    await expectReportedOnce(page, visit, 'provider-metadata');
  });

  /** The Medigap prices of the sample person on /plans/all/ opened with agent Maria's link: the cards. */
  const medigapPricesWithMaria = async (page: Page) => {
    await page.goto(`/plans/all/?tab=medSupp&agentUuid=${MARIA}`);
    const form = page.getByRole('form', { name: 'Get your prices' });
    await form.getByRole('textbox', { name: /Date of birth/ }).fill(PERSON.birthDate);
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByRole('radio', { name: 'No' }).check();
    await form.getByRole('button', { name: 'See my prices' }).click();
    const cards = page.getByTestId('medigap-card');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    return cards;
  };

  test('agent broker record failure: the Medigap enrollment goes on directly', async ({ page, visit }) => {
    test.setTimeout(120_000);
    await knownVisitor(page);
    await failCall(page, /\/consumer\/agent\/broker\?/);
    const cards = await medigapPricesWithMaria(page);
    await cards
      .first()
      .getByRole('link', { name: /^Enroll/ })
      .click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible({ timeout: 30_000 });
    await expectReportedOnce(page, visit, 'agent-broker');
  });

  test('registering the agent with the quoting partner fails: the person goes on to the carrier', async ({
    page,
    visit,
  }) => {
    test.setTimeout(120_000);
    await knownVisitor(page);
    await failCall(page, /\/products\/csg\/register-agent$/, 'POST');
    const cards = await medigapPricesWithMaria(page);
    // A card from a carrier the agent writes for, so the enrollment goes through the agent.
    const secrets = await sessionSecrets(page);
    const broker = await page.request.get(`${API}/consumer/agent/broker?agentUuid=${MARIA}`, {
      headers: { authorization: `Bearer ${secrets[0]}` },
    });
    const { writingNumbers } = (await broker.json()) as { writingNumbers: { carrierName: string }[] };
    let carrier: string | undefined;
    for (const w of writingNumbers)
      if (!carrier && (await cards.filter({ hasText: w.carrierName }).count()) > 0) carrier = w.carrierName;
    expect(carrier, 'a quote from a carrier the agent writes for').toBeDefined();
    await cards
      .filter({ hasText: carrier! })
      .first()
      .getByRole('link', { name: /^Enroll/ })
      .click();
    await expect(page.getByTestId('enroll-broker')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'First name' }).fill(PERSON.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(PERSON.lastName);
    await page.getByRole('textbox', { name: /Phone number/ }).fill(PERSON.phone);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(PERSON.email);
    await page.getByRole('textbox', { name: /Medicare number/ }).fill('1EG4-TE5-MK73');
    await page.getByRole('button', { name: 'Continue to the insurance company' }).click();
    await page.waitForURL(/\/carrier-enrollment\//, { timeout: 30_000 });
    await expectReportedOnce(page, visit, 'broker-register', [...secrets, '1EG4-TE5-MK73', '1EG4TE5MK73']);
  });
});
