// Real-user measurement (issue 31): a page view's LCP, INP and CLS, measured by the web-vitals library in
// the visitor's browser, arrive at the api's data warehouse (POST /dw/aep_analytics/web_vitals) and are
// stored (201 with the record's id).
import { expect, type Page, type Request, test } from '@playwright/test';
import { waitForPlans } from '../plans/helpers';
import { knownVisitor } from '../support';

const WEB_VITALS = '/dw/aep_analytics/web_vitals';

interface Report {
  url: string;
  websiteReferenceId?: string;
  metrics: { name: string; value: number; rating: string }[];
}

/** The page as the browser hides it when the visitor switches tab or leaves: web-vitals reports then. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a page view reports its LCP, INP and CLS to the data warehouse', async ({ page }) => {
  test.setTimeout(120_000);
  await knownVisitor(page);
  const reports: Request[] = [];
  const bodies: Report[] = [];
  // The report is sent with keepalive, whose body the request event does not carry; the route sees it.
  await page.route(`**${WEB_VITALS}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  page.on('request', (request) => {
    if (request.url().endsWith(WEB_VITALS)) reports.push(request);
  });
  // The library loads once the page is idle after its load (its own chunk, outside the first load).
  const library = page.waitForResponse((r) => /\/web-vitals\.[0-9a-f]+\.js$/.test(r.url()), {
    timeout: 60_000,
  });
  await page.goto('/plans/all/');
  await waitForPlans(page);
  await library;
  // An interaction, so the load has an INP (and its LCP is final).
  const tab = page.getByRole('tab', { name: 'Part D Plans' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Each metric is reported when the page is hidden, once its observer has seen the load.
  const reported = () => new Set(bodies.flatMap((b) => b.metrics.map((m) => m.name)));
  await expect
    .poll(
      async () => {
        await hide(page);
        return [...reported()].sort();
      },
      { timeout: 40_000 },
    )
    .toEqual(['CLS', 'INP', 'LCP']);
  for (const request of reports) {
    const response = await request.response();
    expect(response?.status()).toBe(201);
    expect(await response?.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  }
  for (const body of bodies) {
    expect(body.url).toMatch(/\/plans\/all\/$/);
    expect(body.websiteReferenceId).toMatch(/\S/);
    for (const m of body.metrics) {
      expect(m.value).toBeGreaterThanOrEqual(0);
      expect(['good', 'needs-improvement', 'poor']).toContain(m.rating);
    }
  }
});
