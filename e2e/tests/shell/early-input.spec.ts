import { expect, test } from '@playwright/test';
import { captchaDouble, expectOneLead, recordLeadPosts } from '../onboarding/helpers';
import { holdShellCode, knownVisitor, livePage } from '../support';

/**
 * The first seconds of a prerendered page (issue 28, item 4): before the app is live a person can type in
 * the page's form, and what they typed, where they were and the Enter they pressed are in the live page
 * when it comes (the page's inline script keeps them; shell/src/features/routing/early-input.ts gives
 * them to the live page). The shell's code is held, as on a slow phone, then let go.
 */
test.describe('typed before the app is live', () => {
  test.beforeEach(async ({ page }) => {
    await knownVisitor(page);
  });

  test('a name begun on /lead/ is in the live form, the cursor in it, and the typing goes on', async ({
    page,
  }) => {
    const { release } = await holdShellCode(page);
    await page.goto('/lead/', { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered-page]');
    await expect(early).not.toHaveAttribute('inert');
    await early.getByRole('textbox', { name: 'First name' }).pressSequentially('Har');
    await expect(livePage(page)).toHaveCount(0);
    release();
    const first = livePage(page).getByRole('textbox', { name: 'First name' });
    await expect(first).toHaveValue('Har');
    await expect(first).toBeFocused();
    await page.keyboard.type('old');
    await expect(first).toHaveValue('Harold');
  });

  test('an e-mail address begun and gone on from before the app is live says at once what is wrong with it', async ({
    page,
  }) => {
    const { release } = await holdShellCode(page);
    await page.goto('/lead/', { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered-page]');
    await early.getByRole('textbox', { name: 'First name' }).pressSequentially('Harold');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('harold@');
    await page.keyboard.press('Tab');
    await page.keyboard.type('480');
    release();
    const live = livePage(page);
    const email = live.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveValue('harold@');
    // Left on the prerendered page, where nothing checked it: the live form says why Submit waits.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(live.getByText('Invalid e-mail')).toBeVisible();
    // The field the person is in is theirs to finish: no error yet, and the keys go on into it.
    const phone = live.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toBeFocused();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(live.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a lead typed and entered on /lead/ before the app is live is sent once it is', async ({ page }) => {
    await captchaDouble(page);
    const posts = recordLeadPosts(page);
    const { release } = await holdShellCode(page);
    await page.goto('/lead/', { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered-page]');
    await early.getByRole('textbox', { name: 'First name' }).pressSequentially('Harold');
    await early.getByRole('textbox', { name: 'Last name' }).pressSequentially('Example');
    await early.getByRole('textbox', { name: 'E-mail address' }).pressSequentially('harold@example.com');
    const phone = early.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('480-321-0133');
    await phone.press('Enter');
    // The press is taken and shown; nothing is sent and the page is not loaded again.
    await expect(early.getByRole('button', { name: 'Submit' })).toHaveAttribute('data-early-pressed', '');
    expect(new URL(page.url()).pathname).toBe('/lead/');
    expect(posts).toEqual([]);
    release();
    await expect(
      page.getByText('Thank you. A licensed insurance agent will contact you soon.'),
    ).toBeVisible();
    expectOneLead(posts, { firstName: 'Harold', lastName: 'Example', phoneNumber: '(480) 321-0133' });
  });

  test('a choice ticked and a button pressed before the app is live are the live page’s (/onboarding/year/)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // November: both plan years are offered (the prerendered page is built with both too, in this window).
    await page.clock.setFixedTime(new Date(2026, 10, 20, 10));
    const { release } = await holdShellCode(page);
    await page.goto('/onboarding/year/', { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered-page]');
    await expect(early.getByRole('button', { name: 'Continue' })).toBeVisible();
    // A build prerendered outside October to December shows one year only: then only the press is kept.
    const earlier = early.getByRole('radio', { name: /Before January 1, 2027: show 2026 plans/ });
    const bothYears = (await earlier.count()) > 0;
    if (bothYears) await earlier.check();
    await early.getByRole('button', { name: 'Continue' }).click();
    await expect(early.getByRole('button', { name: 'Continue' })).toHaveAttribute('data-early-pressed', '');
    release();
    await expect(page).not.toHaveURL(/\/onboarding\/year\/$/, { timeout: 30_000 });
    await page.goto('/plans/all/');
    await expect(livePage(page).getByText(`Plans for ${bothYears ? 2026 : 2027} in Maricopa.`)).toBeVisible({
      timeout: 30_000,
    });
  });

  test('under a first visit’s ZIP prompt the page behind takes nothing', async ({ browser }) => {
    // A first visit (no stored ZIP): the prompt is over the page, as the live prompt is modal.
    const page = await browser.newPage();
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('dialog[data-prerendered]')).toBeVisible();
    await expect(page.locator('[data-prerendered-page]')).toHaveAttribute('inert', '');
    release();
    await expect(livePage(page)).toBeVisible({ timeout: 30_000 });
    await page.close();
  });
});
