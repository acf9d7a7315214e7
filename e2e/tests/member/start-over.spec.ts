import { expect, test } from '@playwright/test';
import { knownVisitor, livePage } from '../support';
import { memberLink } from './helpers';

test.beforeEach(async ({ page }) => {
  await knownVisitor(page);
});

test('Start over on a member page: one offer at each size (the page on mobile, the drawer on desktop), a confirmation, then the full reset', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const link = await memberLink(request);
  await page.goto(link.path);
  // The live page: the prerendered frame's heading and drawer are there before the app is.
  await expect(livePage(page).getByRole('heading', { level: 1, name: 'Your information' })).toBeVisible();
  const mobile = (page.viewportSize()?.width ?? 1280) < 900;
  const offers = page.getByRole('button', { name: 'Start over' });
  await expect(offers).toHaveCount(1);
  await expect(page.getByTestId('member-start-over')).toBeVisible({ visible: mobile });

  const stored = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}') as Record<string, unknown>,
    );
  expect((await stored()).location).toMatchObject({ zipCode: '85004' });

  // Keyboard alone: "No" keeps everything, "Yes" resets.
  await offers.focus();
  await page.keyboard.press('Enter');
  // Only the open confirmation is in the accessibility tree (the drawer's closed one is not).
  const dialog = page.getByRole('dialog', { name: 'Start over?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No, keep my information' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect((await stored()).location).toMatchObject({ zipCode: '85004' });

  await offers.focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Yes, start over' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await stored()).location ?? null).toBeNull();
  expect(await stored()).toMatchObject({ consumer: {}, agreeToTerms: false });
});
