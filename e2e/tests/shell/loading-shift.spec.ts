import { expect, type Page, test } from '@playwright/test';
import { memberLink } from '../member/helpers';
import { knownVisitor, layoutShifts, livePage, watchLayoutShifts } from '../support';

/**
 * A page landed on while its data loads keeps what follows its loading line in place when the data come
 * (bench/lighthouse "plan details" and "member page": the data notice and the agent phone were pushed
 * down as the page came, a cumulative layout shift of 0.22 and 0.30 on a phone). The data are held until
 * the loading state has painted, so the test does not depend on how fast the api answers.
 */

/** Holds the api calls matching `path` until the returned function is called. */
const holdApi = async (page: Page, path: RegExp) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.port === '4000' && path.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
};

/** Sums the shifts; the aside of the agent phone and the data notice are named when they moved. */
const expectSteadyPage = async (page: Page) => {
  const recorded = await layoutShifts(page);
  const moved = recorded.flatMap((s) => s.nodes).filter((n) => /data-notice|<aside/.test(n));
  const total = recorded.reduce((sum, s) => sum + s.value, 0);
  // The plan's name may take a line or two more than the loading title, which moves the phone that much
  // (0.008 at 412 px, 0.020 at 390 px); without the tall loading state the sum was 0.22 to 0.30.
  expect(total, JSON.stringify(recorded)).toBeLessThan(0.05);
  expect(moved.filter((n) => n.includes('data-notice'))).toEqual([]);
};

test("a plan's details landed on: the loading state keeps the data notice and the phone where they stay", async ({
  page,
}) => {
  await knownVisitor(page);
  await page.goto('/plans/all/');
  const details = livePage(page)
    .getByRole('link', { name: /See plan details/ })
    .first();
  const href = await details.getAttribute('href');
  expect(href).toMatch(/^\/plans\/(hmo|ppo|pdp)\/[^/]+\/$/);

  await watchLayoutShifts(page);
  const release = await holdApi(page, /^\/consumer\/plans\/[^/]+$/);
  await page.goto(href ?? '');
  await expect(
    livePage(page)
      .getByRole('status')
      .filter({ hasText: /Loading plan details/ }),
  ).toBeVisible();
  release();
  await expect(livePage(page).getByTestId('plan-details')).toBeVisible();
  await expect(livePage(page).getByTestId('data-notice')).toBeAttached();
  await expectSteadyPage(page);
});

test('a member page opened by its link: the loading state has the page’s intro, so the phone does not move', async ({
  page,
  request,
}) => {
  const link = await memberLink(request);
  await watchLayoutShifts(page);
  const release = await holdApi(page, /^\/consumer\/member\/accounts\/[^/]+$/);
  await page.goto(link.path);
  await expect(livePage(page).getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
  release();
  await expect(livePage(page).getByTestId('your-information-page')).toBeVisible();
  await expectSteadyPage(page);
});

/** The shifts of nodes in the page area, each with its markup and where it went. */
const shiftsInPage = async (page: Page) =>
  (await layoutShifts(page)).flatMap((s) => s.nodes).filter((n) => !/site-header|hours-line/.test(n));

/** A returning visitor, after a first page that was told the agents' hours (kept for the next). */
const returningVisitor = async (page: Page) => {
  await knownVisitor(page);
  await page.goto('/plans/all/');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('mpf:operation-hours:v1:en')))
    .not.toBeNull();
};

test("a returning visitor's /pharmacy/: nothing under the loading line moves when the pharmacies come", async ({
  page,
}) => {
  await returningVisitor(page);
  await watchLayoutShifts(page);
  // A long list, with the count, the save button and the data notice under it.
  const release = await holdApi(page, /^\/consumer\/pharmacies$/);
  await page.goto('/pharmacy/');
  await expect(
    livePage(page)
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .first(),
  ).toBeVisible();
  release();
  await expect(livePage(page).getByTestId('pharmacy-results')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shiftsInPage(page)).toEqual([]);
});

test("a returning visitor's /drugs/ with no drugs: the empty line and the links are where the loading line and the links were", async ({
  page,
}) => {
  await returningVisitor(page);
  await watchLayoutShifts(page);
  await page.goto('/drugs/');
  await expect(livePage(page).getByText('You have not added any drugs yet.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await shiftsInPage(page)).toEqual([]);
});
