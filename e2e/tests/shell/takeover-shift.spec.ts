import { expect, type Page, test } from '@playwright/test';
import { memberLink } from '../member/helpers';
import { holdShellCode, knownVisitor, layoutShifts, livePage, watchLayoutShifts } from '../support';

/**
 * The moment the app's first render replaces the prerendered page (issue 28): nothing a person is looking
 * at moves. The prerendered page is a first visit's; a returning visitor's live page has their area's
 * strip above the page, which pushed everything under it down by its height (131 px on a phone) until the
 * prerendered page showed the strip too, filled in from the stored ZIP before the first paint. Layout
 * shift scores do not count this (the nodes are replaced, not moved), so positions are compared.
 */
const TOLERANCE_PX = 5;

/** Where the call button, the page's heading and (when shown) the area strip's text are. */
const positions = (page: Page, area: string) =>
  page.evaluate((area) => {
    const at = (el: Element | null | undefined) => {
      if (!el) return null;
      const box = el.getBoundingClientRect();
      return box.width === 0 && box.height === 0 ? null : { x: Math.round(box.x), y: Math.round(box.y) };
    };
    const strip = document.querySelector('[data-testid="location-strip"], [data-prerendered-location]');
    return {
      'call button': at(document.querySelector('[data-testid="call-button"]')),
      'page heading': at(document.querySelector(area)?.querySelector('h1')),
      'area strip': at(strip?.querySelector('span')),
    };
  }, area);

for (const visitor of ['first', 'returning'] as const)
  for (const path of ['/', '/plans/all/', '/drugs/'])
    test(`a ${visitor} visitor's ${path}: nothing moves when the live page takes over`, async ({ page }) => {
      if (visitor === 'returning') await knownVisitor(page);
      const { release } = await holdShellCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('[data-prerendered-page] h1')).toBeVisible();
      const before = await positions(page, '[data-prerendered-page]');
      release();
      await expect(livePage(page).locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const after = await positions(page, '[data-remote]:not([data-prerendered-page])');
      // The returning visitor's area is shown from the start, with its words.
      if (visitor === 'returning') {
        expect(before['area strip'], 'the area strip before the app is live').not.toBeNull();
        await expect(page.getByTestId('location-strip')).toContainText('85004, Maricopa County');
      } else expect(before['area strip'], 'an area strip for a first visit').toBeNull();
      const moved = Object.entries(after).flatMap(([name, to]) => {
        const from = before[name as keyof typeof before];
        if (!from || !to)
          return from === to ? [] : [`${name}: ${JSON.stringify(from)} -> ${JSON.stringify(to)}`];
        const by = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
        return by > TOLERANCE_PX ? [`${name} moved ${by} px`] : [];
      });
      expect(moved).toEqual([]);
    });

test("a member link's page: nothing moves when the live page takes over its frame and the account opens", async ({
  page,
  request,
}) => {
  const link = await memberLink(request);
  const { release } = await holdShellCode(page);
  await page.goto(link.path, { waitUntil: 'commit' });
  await expect(page.locator('[data-prerendered-page] h1')).toHaveText('Your information');
  const before = await positions(page, '[data-prerendered-page]');
  release();
  // The account open: the person's details are in the form.
  await expect(livePage(page).getByLabel('First name')).toHaveValue('Dorothy');
  const after = await positions(page, '[data-remote]:not([data-prerendered-page])');
  expect(after['page heading'], 'the live heading').not.toBeNull();
  for (const name of ['call button', 'page heading'] as const)
    expect(Math.abs(after[name]!.y - before[name]!.y), `${name} moved`).toBeLessThanOrEqual(TOLERANCE_PX);
});

test("a returning visitor's drawer has the agents' hours from the first paint: nothing under them moves when they come", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the drawer is behind the menu on a phone');
  await knownVisitor(page);
  // The first visit is told the hours by the api, about a second after its page.
  await page.goto('/plans/all/');
  const drawer = page.getByTestId('step-drawer');
  await expect(drawer.getByText(/^Licensed agents available /)).toBeVisible();
  // The next page, before the app is live: the prerendered drawer has them already, in the same place.
  const { release } = await holdShellCode(page);
  await watchLayoutShifts(page);
  await page.goto('/drugs/', { waitUntil: 'commit' });
  await expect(page.locator('[data-prerendered-page] h1')).toBeVisible();
  await expect(drawer.getByText(/^Licensed agents available Mon-Fri/)).toBeVisible();
  const noObligation = drawer.getByText("There's no obligation to enroll");
  const before = await noObligation.boundingBox();
  release();
  await expect(livePage(page).locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await noObligation.boundingBox()).toEqual(before);
  const inDrawer = (await layoutShifts(page))
    .flatMap((s) => s.nodes)
    .filter((n) => /no obligation|Start over/.test(n));
  expect(inDrawer).toEqual([]);
});
