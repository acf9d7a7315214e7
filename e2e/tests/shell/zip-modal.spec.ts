import { expect, type Page, test } from '@playwright/test';
import { axeViolations, enterZip, holdCountyLookup, holdShellCode, livePage, zipDialog } from '../support';

/**
 * Goes to `/` with the county lookup held, types `zipCode` in the ZIP prompt and presses Enter once the
 * lookup is out: a person quicker than their connection. The lookup answers on `release()`.
 */
const typeZipThenEnter = async (page: Page, zipCode: string) => {
  const lookup = await holdCountyLookup(page);
  await page.goto('/');
  const dialog = zipDialog(page);
  const zip = dialog.getByRole('textbox', { name: 'ZIP code' });
  await zip.pressSequentially(zipCode);
  await lookup.seen;
  await zip.press('Enter');
  return { dialog, zip, release: lookup.release };
};

test.describe('ZIP modal', () => {
  test('opens on load with no ZIP stored; a valid ZIP closes it and the area is shown', async ({ page }) => {
    await page.goto('/');
    const dialog = zipDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Please enter your ZIP code so we can show you Medicare plans available in your area.',
    );
    await expect(dialog.getByRole('combobox', { name: 'County' })).toHaveCount(0);
    await enterZip(page, '85004');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County');
    // Kept across a reload: the modal does not open again.
    await page.reload();
    await expect(page.getByTestId('location-strip')).toContainText('85004');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('masks the field to 5 digits and keeps Submit disabled below 5', async ({ page }) => {
    await page.goto('/');
    const zip = zipDialog(page).getByRole('textbox', { name: 'ZIP code' });
    await zip.pressSequentially('85a0');
    await expect(zip).toHaveValue('850');
    // Still typing: no error yet (spec 4); leaving the field with a short ZIP shows it.
    const message = zipDialog(page).getByText('Please enter a valid 5-digit ZIP code');
    await expect(message).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await zip.press('Tab');
    await expect(message).toBeVisible();
    // Back in the field, the caret at the end of what is there (where a focus puts it varies).
    await zip.press('End');
    await zip.pressSequentially('041234');
    await expect(message).toHaveCount(0);
    await expect(zip).toHaveValue('85004');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('Enter right after the fifth digit, before the county lookup answers, submits (no click)', async ({
    page,
  }) => {
    const { dialog, zip, release } = await typeZipThenEnter(page, '85004');
    // Waiting on the lookup: busy, said politely to a screen reader in the field, what was typed kept.
    await expect(dialog.getByRole('button', { name: 'Checking your area…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('status')).toHaveText('Checking your area…');
    await expect(zip).toBeFocused();
    await expect(zip).toHaveValue('85004');
    release();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County');
  });

  test('Enter before the lookup answers still asks for the county of a ZIP in more than one', async ({
    page,
  }) => {
    const { dialog, zip, release } = await typeZipThenEnter(page, '86336');
    release();
    const county = dialog.getByRole('combobox', { name: 'County' });
    await expect(county).toHaveValue('04025');
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(dialog).toBeVisible();
    await county.selectOption({ label: 'Coconino' });
    await zip.press('Enter');
    await expect(page.getByTestId('location-strip')).toContainText('86336, Coconino County');
  });

  test('sits at the same place prerendered, live and modal, and when it grows', async ({ page }) => {
    // The shell's code held until the prerendered prompt is measured.
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const prerendered = page.locator('dialog[data-prerendered]');
    await expect(prerendered).toBeVisible();
    const before = await prerendered.boundingBox();
    release();
    const modal = page.locator('dialog:modal');
    await expect(modal).toBeVisible();
    expect(await modal.boundingBox()).toEqual(before);
    // Taller with the county select: the top stays.
    await zipDialog(page).getByRole('textbox', { name: 'ZIP code' }).fill('86336');
    await expect(modal.getByRole('combobox', { name: 'County' })).toBeVisible();
    const grown = await modal.boundingBox();
    expect(grown!.height).toBeGreaterThan(before!.height);
    expect({ x: grown!.x, y: grown!.y, width: grown!.width }).toEqual({
      x: before!.x,
      y: before!.y,
      width: before!.width,
    });
  });

  test('a ZIP typed and entered in the prerendered prompt, before the app is live, is saved once it is', async ({
    page,
  }) => {
    // The shell's code held: the prompt is the prerendered HTML, handled by the page's inline script only.
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const early = page.locator('dialog[data-prerendered]');
    const field = early.getByRole('textbox', { name: 'ZIP code' });
    await field.pressSequentially('85a004');
    await expect(field).toHaveValue('85004');
    await field.press('Enter');
    // The press is taken and shown; the page is still the prerendered one.
    await expect(early.getByRole('button', { name: 'Checking your area…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(livePage(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County');
    await expect(page.getByTestId('zip-modal')).toBeHidden();
  });

  test('a ZIP begun in the prerendered prompt is in the live prompt to finish', async ({ page }) => {
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const early = page.locator('dialog[data-prerendered]');
    await early.getByRole('textbox', { name: 'ZIP code' }).fill('850');
    await expect(early.getByRole('button', { name: 'Submit' })).toBeDisabled();
    release();
    const field = page.locator('dialog:modal').getByRole('textbox', { name: 'ZIP code' });
    await expect(field).toHaveValue('850');
    await expect(field).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('04');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County');
  });

  test('a click on the prerendered Submit, before the app is live, counts', async ({ page }) => {
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const early = page.locator('dialog[data-prerendered]');
    await early.getByRole('textbox', { name: 'ZIP code' }).fill('85004');
    await early.getByRole('button', { name: 'Submit' }).click();
    await expect(early.getByRole('button', { name: 'Checking your area…' })).toBeVisible();
    await expect(early.getByRole('textbox', { name: 'ZIP code' })).not.toBeEditable();
    release();
    await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County');
  });

  test('a ZIP in more than one county asks for the county, the first preselected', async ({ page }) => {
    await page.goto('/');
    await zipDialog(page).getByRole('textbox', { name: 'ZIP code' }).fill('86336');
    const county = page.getByRole('combobox', { name: 'County' });
    await expect(county).toBeVisible();
    await expect(county).toHaveValue('04025');
    await county.selectOption({ label: 'Coconino' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('location-strip')).toContainText('86336, Coconino County');
  });

  test('a ZIP the product does not serve shows the not-served message; fewer digits clear it', async ({
    page,
  }) => {
    await page.goto('/');
    await enterZip(page, '10001');
    const error = zipDialog(page).getByRole('alert');
    await expect(error).toHaveText('Sorry, Medicare Plan Finder does not currently serve your area');
    await expect(page.getByRole('dialog')).toBeVisible();
    await zipDialog(page).getByRole('textbox', { name: 'ZIP code' }).press('End');
    await page.keyboard.press('Backspace');
    await expect(zipDialog(page).getByRole('alert')).toHaveCount(0);
  });

  test('works by keyboard alone: focus moves in, stays in, and returns when the change is closed', async ({
    page,
  }) => {
    await page.goto('/');
    const zip = zipDialog(page).getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toBeFocused();
    await page.keyboard.type('85004');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // Focus stays inside the modal while tabbing around.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await zip.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Editing: the change button opens it with a close button; Escape closes and focus returns.
    const change = page.getByRole('button', { name: 'Change ZIP code' });
    await change.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(change).toBeFocused();
  });

  test('by keyboard alone, after the prompt of a first visit focus is at the page’s start, and after a change back on Change ZIP code', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const zip = zipDialog(page).getByRole('textbox', { name: 'ZIP code' });
    await expect(zip).toBeFocused();
    await page.keyboard.type('85004');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Opened on load, no control to go back to: the page's h1 (read as the page's name), not <body>.
    const heading = livePage(page).getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => h.matches(':focus-visible'))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('focus-after-first-visit.png') });
    // The next Tab reaches the first control of the page's content, not the top of the document.
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(() => {
      const main = document.getElementById('main');
      const active = document.activeElement;
      const first = main?.querySelector<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      );
      return { inMain: !!active && !!main?.contains(active), isFirst: active === first };
    });
    expect(reached).toEqual({ inMain: true, isFirst: true });
    // Editing from the top bar's control and saving by Enter: focus goes back to that control.
    const change = page.getByRole('button', { name: 'Change ZIP code' });
    await change.focus();
    await page.keyboard.press('Enter');
    const field = zipDialog(page).getByRole('textbox', { name: 'ZIP code' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('85004');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(change).toBeFocused();
    // And by its Close button.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(change).toBeFocused();
  });

  test('after a click on Submit the page’s h1 takes focus without a focus ring (only a keyboard user sees one)', async ({
    page,
  }) => {
    await page.goto('/');
    await zipDialog(page).getByRole('textbox', { name: 'ZIP code' }).fill('85004');
    await zipDialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const heading = livePage(page).getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((h) => h.matches(':focus-visible'))).toBe(false);
  });

  test('is persistent on first visit: Escape does not close it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('has no WCAG 2.2 AA violation, open and closed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await enterZip(page, '85004');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});
