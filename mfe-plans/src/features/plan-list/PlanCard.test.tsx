import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { extraFor, makePlan } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { PlanCard } from './PlanCard';
import { rankPlans } from './ranking';

const plan = makePlan({
  id: 'H1234-001-000',
  planName: 'Evergreen Access (HMO)',
  monthlyPremium: 25.5,
  annualPlanPremium: 306,
  estimatedAnnualDrugCost: 812.4,
  maximumOutOfPocketCost: 4900,
  healthDeductible: 250,
  drugDeductible: 615,
  starRating: 4.5,
  planDataFields: [
    { name: 'Primary Care Physician Visit', description: '$0 copay', benefitCategoryID: null },
    { name: 'Specialist Visit', description: '$35 copay', benefitCategoryID: null },
    { name: 'Hearing aids', description: 'Up to $1,500 per year', benefitCategoryID: 381 },
  ],
  drugs: [
    {
      dosageRecordID: 'd1',
      ndc: '00093-1048-01',
      drugName: 'metformin',
      covered: true,
      tierNumber: 1,
      priorAuthorization: false,
      quantityLimit: false,
      annualCost: 40,
    },
    {
      dosageRecordID: 'd2',
      ndc: '00003-0894-21',
      drugName: 'Eliquis',
      covered: false,
      tierNumber: null,
      priorAuthorization: false,
      quantityLimit: false,
      annualCost: 700,
    },
  ],
  providers: [{ uuid: 'u1', npi: '1234567893', name: 'Dr. Ana Ruiz', inNetwork: true }],
});
const [ranked] = rankPlans(
  'medicareAdvantage',
  [plan],
  [extraFor(plan, { fitnessProgramText: 'SilverSneakers' })],
);

const renderCard = (over: Partial<Parameters<typeof PlanCard>[0]> = {}) => {
  const { host } = testHost();
  const props = {
    ranked: ranked!,
    pinned: false,
    onTogglePin: vi.fn(),
    compared: false,
    compareDisabled: false,
    onToggleCompare: vi.fn(),
    onChoose: vi.fn(),
    ...over,
  };
  renderWithHost(<PlanCard {...props} />, host);
  return props;
};

describe('PlanCard', () => {
  it('shows the estimated total (drug cost + premium, to + maximum out-of-pocket) and the key figures', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Evergreen Access (HMO)' });
    // 812.40 + 306 = 1,118.40 → $1,118; + 4,900 → $6,018
    expect(within(card).getByTestId('plan-total-value')?.textContent).toContain('$1,118 to $6,018');
    expect(card?.textContent).toContain('$25.50');
    expect(card?.textContent).toContain('Estimated yearly drug cost$812');
    expect(card?.textContent).toContain('Maximum out-of-pocket$4,900');
    expect(card?.textContent).toContain('4.5 out of 5 stars');
  });
  it('shows the derived copays, extra benefits, covered drugs and doctors', () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(card?.textContent).toContain('Primary care doctor: $0 copay');
    expect(card?.textContent).toContain('Specialist: $35 copay');
    expect(within(card).getByText('Hearing').closest('li')?.getAttribute('data-has')).toBe('true');
    expect(within(card).getByText('Dental').closest('li')?.getAttribute('data-has')).toBe('false');
    expect(within(card).getByText('Fitness program').closest('li')?.getAttribute('data-has')).toBe('true');
    expect(
      within(card)
        .getByText(/metformin/)
        .closest('li')?.textContent,
    ).toContain('metformin: Covered');
    expect(
      within(card)
        .getByText(/Eliquis/)
        .closest('li')?.textContent,
    ).toContain('Eliquis: Not covered');
    expect(
      within(card)
        .getByText(/Dr. Ana Ruiz/)
        .closest('li')?.textContent,
    ).toContain('In network');
  });
  it('says plainly that a plan without drug coverage covers no drugs, and shows no drug cost or Part D figure', () => {
    const maOnly = makePlan({
      ...plan,
      hasDrugCoverage: false,
      drugDeductible: null,
      estimatedAnnualDrugCost: 740,
      drugs: plan.drugs.map((d) => ({ ...d, covered: false, tierNumber: null })),
    });
    const [noDrugs] = rankPlans('medicareAdvantage', [maOnly], [extraFor(maOnly)]);
    renderCard({ ranked: noDrugs! });
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('no-drug-coverage').textContent).toBe(
      "This plan doesn't include drug coverage. Your drugs are counted in the total at their full price, $740 a year, as you would pay it without drug coverage.",
    );
    expect(card.textContent).not.toContain('Estimated yearly drug cost');
    expect(card.textContent).not.toContain('Drug deductible');
    // The total counts the drugs at full price: 740 + 306.
    expect(within(card).getByTestId('plan-total-value').textContent).toContain('$1,046');
  });
  it('marks a drug no plan lists a price for', () => {
    const unpriced = makePlan({
      ...plan,
      drugs: [{ ...plan.drugs[0]!, annualCost: 0, priced: false }],
    });
    const [r] = rankPlans('medicareAdvantage', [unpriced], [extraFor(unpriced)]);
    renderCard({ ranked: r! });
    expect(screen.getByText(/metformin/).closest('li')?.textContent).toBe(
      'metformin: Covered · No price listed',
    );
  });
  it('links to details and enrollment, pins and picks for compare', async () => {
    const props = renderCard();
    expect(screen.getByRole('link', { name: /See plan details/ })?.getAttribute('href')).toBe(
      '/plans/hmo/H1234-001-000/',
    );
    expect(screen.getByRole('link', { name: /Enroll/ })?.getAttribute('href')).toBe(
      '/enroll/evergreen-senior-care/H1234-001-000/',
    );
    screen.getByRole('link', { name: /See plan details/ }).click();
    screen.getByRole('link', { name: /Enroll/ }).click();
    expect(props.onChoose).toHaveBeenNthCalledWith(2, 'H1234-001-000');
    screen.getByRole('button', { name: /Pin to top/ }).click();
    expect(props.onTogglePin).toHaveBeenCalledWith('H1234-001-000');
    screen.getByRole('checkbox', { name: /Compare Evergreen/ }).click();
    expect(props.onToggleCompare).toHaveBeenCalledWith('H1234-001-000');
  });
  it('disables the compare box when three plans are already picked', () => {
    renderCard({ compareDisabled: true });
    expect((screen.getByRole('checkbox', { name: /Compare/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
