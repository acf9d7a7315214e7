import { expect, type Page, test } from '@playwright/test';
import { knownVisitor } from '../support';
import { planCards, waitForPlans } from './helpers';

/** The card's extra benefits in the order the cards list them, with the preference that asks for each. */
const BENEFITS = [
  { card: 'Hearing', preference: 'Hearing aid coverage' },
  { card: 'Vision', preference: 'Vision coverage (glasses, contacts)' },
  { card: 'Dental', preference: 'Extra dental services' },
  { card: 'Over-the-counter items', preference: 'Allowance for over-the-counter items' },
  { card: 'Transportation', preference: 'Rides to medical appointments' },
] as const;

interface CardFacts {
  id: string;
  total: number;
  has: Record<string, boolean>;
}

/** Every card of the Medicare Advantage list, in order: its id, estimated total and extra benefits. */
const cardsOf = (page: Page): Promise<CardFacts[]> =>
  page.getByTestId('plan-list-medicareAdvantage').evaluate((list) =>
    [...list.querySelectorAll<HTMLElement>('[data-testid=plan-card]')].map((card) => ({
      id: card.dataset.planId ?? '',
      total: Number(
        (card.querySelector('[data-testid=plan-total-value]')?.textContent ?? '')
          .split(' to ')[0]!
          .replace(/[$,]/g, ''),
      ),
      has: Object.fromEntries(
        [...card.querySelectorAll<HTMLElement>('li[data-has]')].map((li) => [
          (li.textContent ?? '').replace(/^[✓✗]\s*/, '').replace(/:.*$/, ''),
          li.dataset.has === 'true',
        ]),
      ),
    })),
  );

test.beforeEach(async ({ page }) => {
  await knownVisitor(page);
});

test('benefit preferences re-rank the plans: the benefit marked important first, then by total cost; pins survive a reload', async ({
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
  // A benefit the cheapest plan lacks and another plan offers, so the order must change.
  const benefit = BENEFITS.find(
    (b) => before[0]!.has[b.card] === false && before.some((c) => c.has[b.card] === true),
  );
  expect(benefit, 'the county has a benefit the cheapest plan lacks').toBeTruthy();

  await page.goto('/preferences/');
  await page.getByRole('combobox', { name: benefit!.preference }).selectOption('Very important');
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
  const withIt = after.filter((c) => c.has[benefit!.card]);
  // Every plan with the benefit comes before every plan without it; each group by lowest total.
  expect(after.slice(0, withIt.length).every((c) => c.has[benefit!.card])).toBe(true);
  for (const group of [withIt, after.filter((c) => !c.has[benefit!.card])]) {
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
