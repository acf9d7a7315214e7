/**
 * A Medicare Advantage plan without drug coverage (the sample landscape's Part D Coverage Indicator "No")
 * says so on its card, its details and in compare, in English and Spanish, and shows no drug cost of its
 * own: the person's drugs are counted in its total at full price (api/CONTEXT.md "Plans without drug
 * coverage"). Each page is saved as a screenshot beside the test's results.
 */
import { expect, type Page, test } from '@playwright/test';
import { enterZip } from '../support';
import { addDrug, planCards, waitForPlans } from './helpers';

/** Sample Advantage Core (HMO): an MA plan of Maricopa without Part D; H9991-001 covers drugs. */
const MA_ONLY = 'H9991003000';
const WITH_DRUGS = 'H9991001000';

const TEXT = {
  en: { none: "This plan doesn't include drug coverage.", drugCost: 'Estimated yearly drug cost' },
  es: {
    none: 'Este plan no incluye cobertura de medicamentos.',
    drugCost: 'Costo anual estimado de medicamentos',
  },
};

const checkPages = async (page: Page, language: 'en' | 'es') => {
  const t = TEXT[language];
  await page.goto('/plans/hmo/');
  await waitForPlans(page);
  const card = planCards(page).and(page.locator(`[data-plan-id="${MA_ONLY}"]`));
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('no-drug-coverage')).toContainText(t.none, { timeout: 30_000 });
  await expect(card.getByTestId('no-drug-coverage')).toContainText(/\$[\d,]+/);
  await expect(card.getByText(t.drugCost)).toHaveCount(0);
  await card.screenshot({ path: test.info().outputPath(`card-${language}.png`) });

  await page.goto(`/plans/hmo/${MA_ONLY}/`);
  await expect(page.getByTestId('no-drug-coverage')).toContainText(t.none, { timeout: 30_000 });
  await expect(page.getByTestId('detail-drug-cost')).toHaveCount(0);
  await expect(page.getByTestId('part-d-basis')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`details-${language}.png`), fullPage: true });

  await page.goto(`/plans/compare/?type=hmo&ids=${MA_ONLY},${WITH_DRUGS}`);
  const drugCostRow = page.getByTestId('compare-table').getByRole('row', { name: new RegExp(t.drugCost) });
  await expect(drugCostRow).toContainText(t.none, { timeout: 30_000 });
  await expect(drugCostRow).toContainText(/\$[\d,]+/);
  await page.screenshot({ path: test.info().outputPath(`compare-${language}.png`), fullPage: true });
};

test('a plan without drug coverage says so on its card, details and compare, in English and Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/plans/all/');
  await enterZip(page, '85004');
  await waitForPlans(page);
  await addDrug(page, 'atorvastatin');
  await checkPages(page, 'en');
  await page.getByTestId('language-switch').locator('visible=true').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await checkPages(page, 'es');
});
