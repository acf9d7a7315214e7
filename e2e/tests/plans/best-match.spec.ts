import { expect, type Page, test } from '@playwright/test';
import { knownVisitor } from '../support';
import { planCards, waitForPlans } from './helpers';

interface CardFacts {
  id: string;
  total: number;
  /** Whether the plan covers drugs (its card says "This plan doesn't include drug coverage." otherwise). */
  drugs: boolean;
}

/** Every card of the Medicare Advantage list, in order: its id, estimated total and drug coverage. */
const cardsOf = (page: Page): Promise<CardFacts[]> =>
  page.getByTestId('plan-list-medicareAdvantage').evaluate((list) =>
    [...list.querySelectorAll<HTMLElement>('[data-testid=plan-card]')].map((card) => ({
      id: card.dataset.planId ?? '',
      total: Number(
        (card.querySelector('[data-testid=plan-total-value]')?.textContent ?? '')
          .split(' to ')[0]!
          .replace(/[$,]/g, ''),
      ),
      drugs: !(card.textContent ?? '').includes("This plan doesn't include drug coverage."),
    })),
  );

test.beforeEach(async ({ page }) => {
  await knownVisitor(page);
});

test('benefit preferences re-rank the plans: the plans meeting what is marked important first, then by total cost; pins survive a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/plans/all/');
  await waitForPlans(page);
  await expect(
    page.getByRole('status').filter({ hasText: /Sorted by lowest estimated total/ }),
  ).toBeVisible();
  // No priorities yet: best match is not offered.
  await expect(page.getByTestId('plan-sort').locator('option[value=bestMatch]')).toHaveCount(0);
  const before = await cardsOf(page);
  // Drug coverage (the benefit CMS's files tell for every plan): the cheapest plan lacks it and another plan
  // has it, so the order must change.
  expect(before[0]!.drugs, 'the cheapest plan has no drug coverage').toBe(false);
  expect(before.some((c) => c.drugs)).toBe(true);

  await page.goto('/preferences/');
  await page.getByRole('combobox', { name: 'Prescription drug coverage' }).selectOption('Very important');
  const save = page.getByRole('button', { name: 'Save my preferences' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved. The plans are now ranked by what matters to you.')).toBeVisible();

  await page.getByRole('link', { name: 'See your plans' }).click();
  await waitForPlans(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by best match for you.' })).toBeVisible();
  await expect(page.getByTestId('plan-sort')).toHaveValue('bestMatch');
  const after = await cardsOf(page);
  expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
  expect(after[0]!.id).not.toBe(before[0]!.id);
  const withIt = after.filter((c) => c.drugs);
  // Every plan with drug coverage comes before every plan without it; each group by lowest total.
  expect(after.slice(0, withIt.length).every((c) => c.drugs)).toBe(true);
  for (const group of [withIt, after.filter((c) => !c.drugs)]) {
    const totals = group.map((c) => c.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  }

  // Pin the last plan (keyboard: the list is long at 390 px); it leads the list and survives a reload.
  const last = after.at(-1)!;
  const pin = planCards(page)
    .and(page.locator(`[data-plan-id="${last.id}"]`))
    .getByRole('button', { name: /^Pin to top/ });
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(planCards(page).first()).toHaveAttribute('data-plan-id', last.id);
  await page.reload();
  await waitForPlans(page);
  await expect(planCards(page).first()).toHaveAttribute('data-plan-id', last.id);
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by best match for you.' })).toBeVisible();
});
