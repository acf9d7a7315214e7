import { expect, test } from '@playwright/test';
import { typedLead } from 'shared-contracts/test-data';
import { pressWhenEnabled } from '../support';
import { cspViolations, PARTNER, recordCspViolations, waitForEmbeddedPlans } from './support';

/**
 * Issue 28: what a partner page sends names the partner (the demo page's finder is `partner="silver-path"`).
 * The lead is read back from the api: the answer to the lead's call-tracking update (a dial from inside the
 * finder) is the stored lead's own partner and campaign, for this visitor's session only.
 */
const PARTNER_ID = 'silver-path';

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page);
});

test("a partner page's page views and lead carry the partner, and the lead arrives at the api with it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const pageViews: { body: Record<string, unknown>; status: number }[] = [];
  await page.route(/\/aep_analytics\/page_views$/, async (route) => {
    const response = await route.fetch();
    pageViews.push({ body: route.request().postDataJSON(), status: response.status() });
    await route.fulfill({ response });
  });
  // A dial opens no telephone app here: the tel: link's own navigation is stopped, its click still heard.
  await page.addInitScript(() =>
    document.addEventListener(
      'click',
      (event) => {
        const tel = event
          .composedPath()
          .some((el) => el instanceof HTMLAnchorElement && el.href.startsWith('tel:'));
        if (tel) event.preventDefault();
      },
      true,
    ),
  );

  await page.goto(`${PARTNER}/`);
  const finder = page.locator('#finder');
  await finder.getByRole('textbox', { name: 'ZIP code' }).fill('85004');
  await pressWhenEnabled(finder.getByRole('button', { name: 'Submit' }));
  await waitForEmbeddedPlans(finder);
  await expect.poll(() => pageViews.length, { timeout: 30_000 }).toBeGreaterThan(0);
  for (const view of pageViews) {
    expect(view.status).toBe(201);
    expect(view.body).toMatchObject({ partnerId: PARTNER_ID, url: `${PARTNER}/` });
  }

  const contact = finder.getByRole('region', { name: 'Talk to a licensed agent' });
  await contact.getByRole('button', { name: 'Get help from a licensed agent' }).press('Enter');
  const form = contact.getByRole('form', { name: 'Get help from a licensed agent' });
  const firstName = form.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toBeFocused({ timeout: 30_000 });
  await firstName.fill(typedLead.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(typedLead.lastName);
  await form.getByRole('textbox', { name: /E-mail address/ }).fill(typedLead.emailAddress);
  await form.getByRole('textbox', { name: /Phone number/ }).fill(typedLead.phoneNumber);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/consumer\/leads$/.test(r.url()),
  );
  await pressWhenEnabled(form.getByRole('button', { name: 'Submit' }));
  const posted = await saved;
  expect(posted.request().postDataJSON()).toMatchObject({ partnerId: PARTNER_ID });
  const { leadId } = (await posted.json()) as { leadId: string };
  await expect(contact.getByRole('status')).toHaveText(
    'Thank you. A licensed insurance agent will contact you soon.',
    { timeout: 30_000 },
  );

  // The dial's call-tracking update names the partner, and the api answers with the stored lead.
  const updated = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/consumer\/leads$/.test(r.url()),
  );
  await contact.getByRole('link', { name: /\(888\) 984-8120/ }).click();
  const update = await updated;
  expect(update.request().postDataJSON()).toEqual({ usedWebsiteInitiatedDial: true, partnerId: PARTNER_ID });
  expect(update.status()).toBe(200);
  expect(await update.json()).toMatchObject({
    leadId,
    usedWebsiteInitiatedDial: true,
    partnerId: PARTNER_ID,
  });
  expect(await cspViolations(page)).toEqual([]);
});
