/**
 * Issue 27: the Spanish top bar on a phone: at 390 px no taller than the English one, the product name in
 * at most two lines, beside the menu and the call button (the language switch is in the drawer); at 320 px
 * the call button still beside the name, not on a line of its own. On a wide screen (1280 px) the Spanish
 * header with its hours is at most one line of the call button taller than the English one (its long line
 * wraps in two inside the button, where the English one fits on one), never a row taller, and down to
 * 1024 px the call button stays on the name's row in both languages (the Spanish hours once widened its
 * column and pushed it to a row of its own: 188 px against 124). Until session 35 the two were equal:
 * the button, a link, was content-box, so both were 68 px tall whatever their lines.
 */
import { expect, type Page, test } from '@playwright/test';
import { chromeMessages } from '../../../shell/src/features/chrome/messages';
import chromeEs from '../../../shell/src/features/chrome/messages.es';

const bar = async (page: Page, lang: 'en' | 'es', { hours = false } = {}) => {
  await page.goto(`/?lang=${lang}`);
  const header = page.getByTestId('site-header');
  // The app's own bar, not the prerendered copy's.
  await expect(page.locator('#root [data-prerendered-page]')).toHaveCount(0, { timeout: 30_000 });
  await expect(header.getByTestId('call-button')).toBeVisible();
  // On a wide screen the hours come under the button once the site options answer: measured with them.
  if (hours) await expect(header.getByTestId('operation-hours')).toBeVisible();
  const name = header.getByText(lang === 'es' ? chromeEs.productName : chromeMessages.productName);
  const nameLines = await name.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  const nameBox = (await name.boundingBox())!;
  const callBox = (await header.getByTestId('call-button').boundingBox())!;
  return {
    height: (await header.boundingBox())!.height,
    nameLines,
    callBesideName: callBox.y < nameBox.y + nameBox.height,
    /** One line of the call button's text, in px. */
    callLine: await header
      .getByTestId('call-button')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight)),
  };
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
])
  test(`the Spanish top bar keeps the call button beside the name at ${viewport.width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const spanish = await bar(page, 'es');
    expect(spanish.callBesideName).toBe(true);
    if (viewport.width === 390) {
      expect(spanish.nameLines).toBeLessThanOrEqual(2);
      expect(spanish.height).toBeLessThanOrEqual((await bar(page, 'en')).height);
    }
    await context.close();
  });

for (const width of [1280, 1024])
  test(`the Spanish header keeps the call button on the name's row at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const spanish = await bar(page, 'es', { hours: true });
    const english = await bar(page, 'en', { hours: true });
    expect(spanish.callBesideName).toBe(true);
    expect(english.callBesideName).toBe(true);
    expect(spanish.height).toBeLessThanOrEqual(english.height + spanish.callLine);
    await context.close();
  });
