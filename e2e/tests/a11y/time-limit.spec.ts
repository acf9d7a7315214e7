import { expect, test } from '@playwright/test';
import { memberLink } from '../member/helpers';
import { knownVisitor, livePage } from '../support';

/**
 * The visit's time limit (WCAG 2.2.1, issue 29): two minutes before the session's token runs out (24
 * hours after it was issued) the person is asked whether they need more time, focus on the answer, and
 * one key keeps the visit: the api renews the token of the same session, and what they typed stays.
 * The page's clock is moved on (Playwright's clock); the api's is real, so the renewed token is the api's.
 */
test('before the session runs out a question takes focus, and Enter keeps the visit and what was typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await knownVisitor(page);
  await page.goto('/drugs/add-drug/');
  const search = livePage(page).getByRole('searchbox', { name: 'Drug name' });
  await search.fill('metf');
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}').session ?? null);
  await expect.poll(async () => (await stored())?.accessToken ?? null).not.toBeNull();
  const { accessToken, websiteReferenceId } = await stored();
  const expiresMs = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).exp * 1000;

  // Ninety seconds before the end: within the last two minutes.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(expiresMs - 90_000 - pageNow);
  const dialog = page.getByRole('dialog', { name: 'Do you need more time?' });
  await expect(dialog).toBeVisible();
  const stay = dialog.getByRole('button', { name: 'Yes, I need more time' });
  await expect(stay).toBeFocused();

  const renewal = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/consumer/session/${websiteReferenceId}`),
  );
  await page.keyboard.press('Enter');
  expect((await renewal).status()).toBe(200);
  await expect.poll(async () => (await stored())?.accessToken).not.toBe(accessToken);
  expect((await stored())?.websiteReferenceId).toBe(websiteReferenceId);
  await expect(search).toHaveValue('metf');
});

/**
 * A member's access that runs out before they save (WCAG 2.2.5, issue 29): the new link they are sent,
 * opened in the same tab, brings their details form back as they left it, and says so; saved, it is
 * what the account holds.
 */
test('what a member typed and did not save comes back when they open a new link in the tab', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await knownVisitor(page);
  const first = await memberLink(request);
  await page.goto(first.path);
  const name = page.getByRole('textbox', { name: 'First name' });
  await expect(name).toHaveValue('Dorothy');
  await name.fill('Dorothea');

  // The tab goes elsewhere, then to the new link (the same page's address with another fragment would
  // be no new load).
  const again = await memberLink(request, first.accountId);
  await page.goto('about:blank');
  await page.goto(again.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
  await expect(name).toHaveValue('Dorothea');
  await expect(page.getByRole('status').filter({ hasText: 'We kept what you typed before' })).toHaveText(
    'We kept what you typed before. Check it, then save your details.',
  );

  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Dorothea');
  await expect(page.getByText('We kept what you typed before.', { exact: false })).toHaveCount(0);
});
