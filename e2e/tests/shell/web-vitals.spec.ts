// Real-user measurement (issue 31): a page view's LCP, INP and CLS, measured by the web-vitals library in
// the visitor's browser, arrive at the api's data warehouse (POST /dw/aep_analytics/web_vitals) and are
// stored (201 with the record's id).
import { expect, type Page, type Request, test } from '@playwright/test';
import { knownVisitor } from '../support';

const WEB_VITALS = '/dw/aep_analytics/web_vitals';

/** The page as the browser hides it when the visitor switches tab or leaves: web-vitals reports then. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a page view reports its LCP, INP and CLS to the data warehouse', async ({ page }) => {
  await knownVisitor(page);
  const reports: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(WEB_VITALS)) reports.push(request);
  });
  await page.goto('/plans/all/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An interaction, so the load has an INP (and its LCP is final).
  await page.getByRole('tab').first().click();
  // The library loads once the page is idle after its load; until then hiding the page reports nothing.
  await expect
    .poll(
      async () => {
        await hide(page);
        return reports.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  const request = reports[0] as Request;
  const response = await request.response();
  expect(response?.status()).toBe(201);
  expect(await response?.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  const body = request.postDataJSON();
  expect(body.url).toMatch(/\/plans\/all\/$/);
  expect(body.websiteReferenceId).toMatch(/\S/);
  const names = body.metrics.map((m: { name: string }) => m.name).sort();
  expect(names).toEqual(['CLS', 'INP', 'LCP']);
  for (const m of body.metrics) {
    expect(m.value).toBeGreaterThanOrEqual(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(m.rating);
  }
});
