import { expect, test } from '@playwright/test';
import { axeViolations } from '../support';

/**
 * The suite's axe check itself (support.ts, `axeViolations`): it names a violation, within the part of
 * the page it is given and not outside it, again after the page changes, and on a page with a frame
 * (the AxeBuilder path).
 */
test.describe('the suite’s axe check', () => {
  const PAGE = `<!doctype html><html lang="en"><head><title>Check</title></head><body>
    <main><h1>Check</h1>
      <section id="inside"><button id="unnamed"></button></section>
      <section id="outside"><img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></section>
    </main></body></html>`;

  test('names a violation in its part of the page and none outside it', async ({ page }) => {
    await page.setContent(PAGE);
    expect(await axeViolations(page, '#inside')).toEqual(['button-name: #unnamed']);
    expect(await axeViolations(page)).toEqual(['button-name: #unnamed', 'image-alt: #no-alt']);
    // The same document again (axe-core already in it), after a change.
    await page.locator('#unnamed').evaluate((button) => {
      button.textContent = 'Named';
    });
    expect(await axeViolations(page)).toEqual(['image-alt: #no-alt']);
    await expect(axeViolations(page, '#missing')).rejects.toThrow('no #missing on the page');
  });

  test('reaches into a frame', async ({ page }) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1>
        <iframe title="Inner" srcdoc='<!doctype html><html lang="en"><head><title>Inner</title></head><body><button id="inner"></button></body></html>'></iframe>
      </main></body></html>`,
    );
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(page.frames()[1]!.locator('#inner')).toBeAttached();
    expect(await axeViolations(page)).toEqual(['button-name: iframe #inner']);
  });
});
