import { expect, type Locator, type Page } from '@playwright/test';

/** "$1,118 to $6,018" → 1118: the estimated total yearly cost a card leads with. */
export const totalOf = async (card: Locator) => {
  const text = (await card.getByTestId('plan-total-value').textContent()) ?? '';
  return Number(text.split(' to ')[0]!.replace(/[$,]/g, ''));
};

export const planCards = (page: Page) => page.getByTestId('plan-card');

/** Waits for a list of plans to be shown. */
export const waitForPlans = async (page: Page) => {
  await expect(planCards(page).first()).toBeVisible({ timeout: 30_000 });
};

/** Adds a drug through /drugs/add-drug/ and waits for it on /drugs/. */
export const addDrug = async (page: Page, name: string) => {
  await page.goto('/drugs/add-drug/');
  await page.getByRole('searchbox', { name: 'Drug name' }).fill(name);
  await page.getByTestId('drug-results').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Add this drug' }).click();
  await expect(page.getByTestId('drug-list')).toContainText(new RegExp(name, 'i'));
  await expect(page.getByRole('status').filter({ hasText: /was added/ })).toBeVisible();
};
