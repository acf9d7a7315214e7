import { expect, type Page } from '@playwright/test';
import { API } from '../support';

export { API };
/** The api as the browser calls it (the config the shell serves names localhost). */
export const API_ROUTE = /^http:\/\/(localhost|127\.0\.0\.1):4000\//;

/**
 * Collects uncaught page errors; `expectOnly` then allows only those the fault itself injects (a
 * syntax error in a corrupt remote entry), so a crash caused by the fault's handling still fails.
 */
export const watchPageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return {
    errors,
    expectOnly: (allowed?: RegExp) => expect(errors.filter((e) => !allowed?.test(e))).toEqual([]),
  };
};

/**
 * What every fault leaves: the top bar, the footer and a working agent phone link. The member pages'
 * pre-meeting layout has no footer (spec 2, Layouts), so there it must stay absent.
 */
export const expectChromeAndPhone = async (page: Page, { footer = true } = {}) => {
  await expect(page.getByTestId('site-header')).toBeVisible();
  if (footer) await expect(page.getByTestId('site-footer')).toBeVisible();
  else await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:\+1\d{10}$/);
};

/** Counts full page loads (the document itself), so a test can tell a recovery in place from a reload. */
export const countDocumentLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count++;
  });
  return loads;
};
