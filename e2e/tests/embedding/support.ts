import { expect, type Locator, type Page } from '@playwright/test';

/** The demo partner site (scripts/partner-demo.mjs): its own origin, clashing styles, a strict CSP. */
export const PARTNER = 'http://localhost:3020';

/** Records every Content-Security-Policy violation of the page, to be asserted empty. */
export const recordCspViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
};

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * The demo partner's home page, whose finder (#finder) has no zip attribute: it asks for the ZIP in place
 * (there is no ZIP modal without the chrome). Resolves once the ZIP field shows.
 */
export const openFinderAskingZip = async (page: Page) => {
  await page.goto(`${PARTNER}/`);
  const finder = page.locator('#finder');
  const zip = finder.getByRole('textbox', { name: 'ZIP code' });
  await expect(zip).toBeVisible({ timeout: 30_000 });
  return { finder, zip };
};

/** Waits for a plan finder (a locator of its host element) to show plan cards. */
export const waitForEmbeddedPlans = async (finder: Locator) => {
  await expect(finder.getByTestId('plan-card').first()).toBeVisible({ timeout: 45_000 });
};

/**
 * Adds a plan finder to the demo's empty page (embed/demo/pages/empty.html) the way a partner's own script
 * would: with the page's nonce, so its styles pass the page's policy.
 */
export const addPlanFinder = (page: Page, attributes: Record<string, string>) =>
  page.evaluate(
    (attrs) => (window as unknown as { addPlanFinder(a: Record<string, string>): void }).addPlanFinder(attrs),
    attributes,
  );
