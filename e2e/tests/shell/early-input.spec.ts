import { expect, test } from '@playwright/test';
import { holdShellCode, knownVisitor, livePage } from '../support';

// Issue 28: the prerendered page shows well before its code runs (about 1.7 s on a slow phone). What a
// person does in that time is kept and replayed into the live page, and the live page takes the
// prerendered one's place without moving anything.

const STORAGE_KEY = 'mpf:app-state:v1';
// The app's code is held, then runs: on a busy machine that takes a while.
test.describe.configure({ timeout: 90_000 });

test('a ZIP typed and submitted in the prerendered prompt, before the app is live, is saved once it is', async ({
  page,
}) => {
  const { release } = await holdShellCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const prompt = page.locator('dialog[data-prerendered]');
  await expect(prompt).toBeVisible();
  const zip = prompt.getByRole('textbox', { name: 'ZIP code' });
  await zip.click();
  await page.keyboard.type('85004');
  await expect(zip).toHaveValue('85004');
  await prompt.getByRole('button', { name: 'Submit' }).click();
  // Still the prerendered page: the submit was held, not sent (no page load, nothing stored).
  await expect(livePage(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();

  release();
  await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County', {
    timeout: 40_000,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
  expect(stored.location).toMatchObject({ zipCode: '85004', countyName: 'Maricopa' });
});

test('digits typed in the prerendered prompt go on in the live one, with the focus in the field', async ({
  page,
}) => {
  const { release } = await holdShellCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const prompt = page.locator('dialog[data-prerendered]');
  await prompt.getByRole('textbox', { name: 'ZIP code' }).click();
  await page.keyboard.type('850');
  release();
  const live = page.locator('dialog:modal').getByRole('textbox', { name: 'ZIP code' });
  await expect(live).toHaveValue('850', { timeout: 40_000 });
  await expect(live).toBeFocused();
  await page.keyboard.type('04');
  await expect(live).toHaveValue('85004');
});

interface Positions {
  [key: string]: { x: number; y: number };
}
interface Takeover {
  measure: () => Positions;
  live: Positions | null;
  copies: number;
}

/**
 * In the page, before its scripts: `takeover.measure()` says where each visible element of the page stands,
 * keyed by its tag, its text and its place among its likes, so the prerendered page's elements can be found
 * again in the live page; the live page is measured in the very task in which it replaces the prerendered
 * one (what moves later, as data arrives, is another matter: CLS counts it). And since the prerendered page
 * is not hidden from assistive technology (it takes input), it must never stand beside the live one:
 * `copies` is the most pages, or ZIP prompts, the document held at once.
 */
const watchTakeover = () => {
  // Without the <style> elements emotion leaves inside some prerendered elements (the live page's are in <head>).
  const textOf = (el: Element): string =>
    [...el.childNodes]
      .map((n) => (n.nodeName === 'STYLE' ? '' : n instanceof Element ? textOf(n) : (n.textContent ?? '')))
      .join('')
      .trim();
  const measure = () => {
    const out: Positions = {};
    const seen = new Map<string, number>();
    const selector =
      'header, footer, main, nav, aside, h1, h2, h3, p, a, button, input, img, li, [data-testid]';
    for (const el of document.querySelectorAll<HTMLElement>(`#root :is(${selector})`)) {
      const base = `${el.tagName}|${el.dataset.testid ?? ''}|${textOf(el).slice(0, 60)}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      out[`${base}|${n}`] = { x: Math.round(rect.x), y: Math.round(rect.y + window.scrollY) };
    }
    return out;
  };
  const takeover: Takeover = { measure, live: null, copies: 0 };
  (window as unknown as { takeover: Takeover }).takeover = takeover;
  new MutationObserver(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    takeover.copies = Math.max(
      takeover.copies,
      count('[data-remote]'),
      count('dialog[data-testid="zip-modal"]'),
    );
    if (!takeover.live && document.querySelector('[data-remote]:not([data-prerendered])'))
      takeover.live = measure();
  }).observe(document, { childList: true, subtree: true });
};

for (const visitor of ['first', 'returning'] as const) {
  test(`no element moves more than 5 px when the live page takes over, for a ${visitor} visitor`, async ({
    page,
  }) => {
    if (visitor === 'returning') await knownVisitor(page);
    await page.addInitScript(watchTakeover);
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('[data-remote][data-prerendered] h1')).toBeVisible();
    const before = await page.evaluate(() =>
      (window as unknown as { takeover: Takeover }).takeover.measure(),
    );
    release();
    await expect(livePage(page)).toBeVisible({ timeout: 40_000 });
    const { live, copies } = await page.evaluate(() => {
      const { live, copies } = (window as unknown as { takeover: Takeover }).takeover;
      return { live, copies };
    });
    const after = live ?? {};
    const common = Object.keys(before).filter((key) => key in after);
    // The page itself is found again (its heading, the chrome), not a handful of stray elements.
    expect(common.length).toBeGreaterThan(10);
    const moved = common
      .map((key) => ({ key, dx: after[key]!.x - before[key]!.x, dy: after[key]!.y - before[key]!.y }))
      .filter(({ dx, dy }) => Math.abs(dx) > 5 || Math.abs(dy) > 5);
    expect(moved).toEqual([]);
    expect(copies).toBe(1);
  });
}
