import { expect, test } from '@playwright/test';
import {
  API,
  axeViolations,
  expectCallButton,
  expectNotFound,
  holdShellCode,
  knownVisitor,
  livePage,
} from '../support';

const CAMPAIGN_PHONE = '(800) 555-0142';

test.describe('phone number', () => {
  test.beforeEach(async ({ page }) => knownVisitor(page));

  test('a campaign gets its own number on its page kinds and the default elsewhere', async ({ page }) => {
    await page.goto('/plans/all/?campaign_id=e2e_campaign');
    await expectCallButton(page, CAMPAIGN_PHONE);
    // The campaign is remembered for the visit; a page without a page kind shows the default.
    await page.goto('/pharmacy/');
    await expectCallButton(page, '(623) 223-8884');
    // The prerendered HTML already shows the default; the cookie is the first render's (after the remote).
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'salesPhoneNumber')?.value)
      .toBe(encodeURIComponent('(623) 223-8884'));
  });

  test('the site id USN shows its number and the co-brand', async ({ page }) => {
    await page.goto('/?allId=USN');
    await expectCallButton(page, '(888) 380-0836');
    // The extra logo is an image with its text alternative (issue 16 item 10), not a line of text.
    await expect(page.getByRole('img', { name: 'In partnership with USN Health Guide' })).toBeVisible();
  });

  test("the named partner's pages show the partner number and colours", async ({ page }) => {
    await page.goto('/partner/silver-path/form/');
    await expectCallButton(page, '(888) 984-8120');
    await expect(page.getByTestId('site-header')).toHaveCSS('border-bottom-color', 'rgb(15, 110, 90)');
    await page.goto('/partner/harbor-retirement/form/');
    await expectCallButton(page, '(623) 223-8884');
  });

  test("an agentUuid puts the agent's number and card on the page", async ({ page, request }) => {
    const uuid = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60';
    const agent = (await (await request.get(`${API}/agents/agents/${uuid}`)).json()) as {
      phone: string;
      firstName: string;
    };
    await page.goto(`/plans/all/?agentUuid=${uuid}`);
    await expectCallButton(page, agent.phone);
    const drawerOrMenu = page.getByTestId('menu-button');
    if (await drawerOrMenu.isVisible()) await drawerOrMenu.click();
    await expect(page.getByTestId('agent-card')).toContainText(agent.firstName);
  });
});

test.describe('drawer, footer, disclaimers', () => {
  test.beforeEach(async ({ page }) => knownVisitor(page));

  const openDrawer = async (page: import('@playwright/test').Page) => {
    await expect(livePage(page)).toBeVisible();
    const menu = page.getByTestId('menu-button');
    if (await menu.isVisible()) await menu.click();
  };

  for (const [path, current] of [
    ['/onboarding/', 'Your Information'],
    ['/', 'Plan Type Selection'],
    ['/onboarding/complete/', 'Plan Type Selection'],
    ['/plans/all/', 'Compare Plans & Enroll'],
    ['/pharmacy/', 'Compare Plans & Enroll'],
  ] as const) {
    test(`drawer on ${path} marks "${current}" as the current step`, async ({ page }) => {
      await page.goto(path);
      await openDrawer(page);
      const drawer = page.getByTestId('step-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer.locator('[aria-current="step"]')).toContainText(current);
      await expect(drawer).toContainText("There's no obligation to enroll");
    });
  }

  test('a Menu tap on the prerendered page, before the app is live, opens the drawer once it is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The shell's code held until the tap is done: the page is the prerendered HTML, its Menu no handler.
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const early = page.locator('[data-prerendered-menu]');
    await early.click();
    await expect(livePage(page)).toHaveCount(0);
    release();
    await expect(livePage(page)).toBeVisible();
    await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('step-drawer')).toBeVisible();
    await expect(page.getByTestId('step-drawer')).toContainText("There's no obligation to enroll");
  });

  test('a tap on a link of the prerendered page, before the app is live, goes where the link goes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The shell's code held: the page is the prerendered HTML, with no app to route a tap on a link.
    const { release } = await holdShellCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const link = page.locator('[data-prerendered-page] a', { hasText: 'See Medicare Advantage plans' });
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/plans\/all\/$/);
    release();
    await expect(livePage(page).getByTestId('plan-card').first()).toBeVisible({ timeout: 30_000 });
  });

  test('at 390px the Menu button holds its whole label, closed and open, beside the product name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(livePage(page)).toBeVisible();
    const menu = page.getByTestId('menu-button');
    // The label's text inside the button's border (once squeezed to 48px, "Close" ran over the name).
    const overrun = () =>
      menu.evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const text = range.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        const border = Number.parseFloat(getComputedStyle(button).borderLeftWidth);
        return Math.max(box.left + border - text.left, text.right - (box.right - border), 0);
      });
    await expect(menu).toHaveText('Menu');
    expect(await overrun()).toBe(0);
    await menu.click();
    await expect(menu).toHaveText('Close');
    expect(await overrun()).toBe(0);
    // Every control shown is in the page's typeface (the Menu and Change ZIP code buttons were in the
    // browser's own Arial).
    const typefaces = await page.evaluate(() => {
      const page = getComputedStyle(document.body).fontFamily;
      return [
        ...document.querySelectorAll('button, input:not([type=radio],[type=checkbox]), select, textarea'),
      ]
        .filter((el) => el.checkVisibility() && getComputedStyle(el).fontFamily !== page)
        .map((el) => `${el.textContent || el.getAttribute('name')}: ${getComputedStyle(el).fontFamily}`);
    });
    expect(typefaces).toEqual([]);
  });

  for (const path of [
    '/onboarding/multistep/',
    '/quiz/',
    '/zip-check/',
    '/plans/compare/',
    '/meeting/confirm/',
    '/provider/network/',
  ]) {
    test(`no drawer on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(livePage(page)).toBeVisible();
      await expect(page.getByTestId('step-drawer')).toHaveCount(0);
    });
  }

  test('the open_funnel_test campaign omits step 1, and a step click navigates', async ({ page }) => {
    await page.goto('/?campaign_id=open_funnel_test');
    await openDrawer(page);
    const drawer = page.getByTestId('step-drawer');
    await expect(drawer.getByText('Your Information')).toHaveCount(0);
    await drawer.getByRole('link', { name: /Compare Plans & Enroll/ }).click();
    await expect(page).toHaveURL(/\/plans\/all\/$/);
  });

  test('footer links carry the websiteReferenceID and the copyright year', async ({ page }) => {
    await page.goto('/plans/all/');
    const stored = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}').session?.websiteReferenceId,
      );
    await expect.poll(stored).toBeTruthy();
    const ref = await stored();
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      new RegExp(`\\?websiteReferenceID=${ref}$`),
    );
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      new RegExp(`\\?websiteReferenceID=${ref}$`),
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('disclaimers show on plan pages and not on onboarding or quiz pages', async ({ page }) => {
    await page.goto('/plans/all/');
    const section = page.getByTestId('disclaimers');
    await expect(section).toContainText('Last updated 05/22/2025');
    await expect(section.getByTestId('version-code')).not.toBeEmpty();
    await page.goto('/onboarding/');
    await expect(livePage(page)).toBeVisible();
    await expect(page.getByTestId('disclaimers')).toHaveCount(0);
    await page.goto('/quiz/');
    await expect(livePage(page)).toBeVisible();
    await expect(page.getByTestId('disclaimers')).toHaveCount(0);
  });
});

test.describe('analytics and attribution', () => {
  test.beforeEach(async ({ page }) => knownVisitor(page));

  test('a page-view event reaches the data layer after each navigation', async ({ page }) => {
    await page.goto('/plans/all/');
    const paths = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path),
      );
    await expect.poll(paths).toEqual(['/plans/all/']);
    await page.getByRole('link', { name: 'Medicare Plan Finder home' }).click();
    await expect.poll(paths).toEqual(['/plans/all/', '/']);
  });

  test('utm parameters are kept across a reload and a navigation without them', async ({ page }) => {
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('mpf:app-state:v1') ?? '{}').attribution);
    await page.goto('/?utm_source=newsletter&utm_campaign=fall&gclid=abc123');
    // The shell stores the landing attribution once its script has run; wait for that first.
    await expect.poll(async () => (await stored())?.utmSource).toBe('newsletter');
    await page.goto('/plans/all/');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stored()).toMatchObject({
      utmSource: 'newsletter',
      utmCampaign: 'fall',
      marketing: { gclid: 'abc123' },
    });
  });
});

test('the 404 page keeps the chrome and the phone', async ({ page }) => {
  await knownVisitor(page);
  await page.goto('/definitely/not/here/');
  await expectNotFound(page);
  await expectCallButton(page);
});

test('the chrome has no WCAG 2.2 AA violation', async ({ page }) => {
  await knownVisitor(page);
  await page.goto('/plans/all/');
  await expect(livePage(page)).toBeVisible();
  expect(await axeViolations(page, '[data-testid="site-header"]')).toEqual([]);
  expect(await axeViolations(page, '[data-testid="site-footer"]')).toEqual([]);
  expect(
    await axeViolations(page, '#step-drawer, [data-testid="disclaimers"], [data-testid="location-strip"]'),
  ).toEqual([]);
});
