import { screen, within } from '@testing-library/react';
import { PLAN_DATA_FIELD_NAMES } from 'shared-contracts/domain';
import { NO_PLAN_CHOICES } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { loadSpanish } from 'web-kit/i18n';
import { extraFor, makePlan, unpricedDrug } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { detailMessages } from './messages';
import { PlanDetails } from './PlanDetails';

const plan = makePlan({ id: 'H1234-001-000', planName: 'Alpha (HMO)' });
const partD = {
  year: 2027,
  standardDeductible: {
    amount: 705,
    confirmed: false,
    source: 'Not yet confirmed from CMS text: estimated from the threshold growth',
  },
  initialCoinsurance: 0.25,
  outOfPocketCap: { amount: 2400, confirmed: true, source: 'CMS CY 2027 Rate Announcement (April 6, 2026)' },
  insulinMonthlyCap: 35,
};

/** The details page of one plan, the api answering with it. */
const renderDetailsOf = (shown: typeof plan) => {
  const { host } = testHost({}, (_service, method, path) =>
    method === 'get' && path === `plans/${shown.id}`
      ? { cntr: { plan: shown, extraPlanData: extraFor(shown), partD, statusCode: 200 } }
      : undefined,
  );
  renderWithHost(<PlanDetails id={shown.id} kind="hmo" />, host);
};

describe('PlanDetails', () => {
  it('shows the plan year and source of each Part D figure beside the estimate, unconfirmed ones marked', async () => {
    const { host } = testHost({}, (_service, method, path) =>
      method === 'get' && path === `plans/${plan.id}`
        ? { cntr: { plan, extraPlanData: extraFor(plan), partD, statusCode: 200 } }
        : undefined,
    );
    renderWithHost(<PlanDetails id={plan.id} kind="hmo" />, host);
    const basis = await screen.findByTestId('part-d-basis');
    expect(within(basis).getByRole('heading').textContent).toBe(
      'The 2027 Medicare Part D figures behind these estimates',
    );
    expect(basis.textContent).toContain('Standard Part D deductible: $705.');
    expect(within(basis).getByTestId('part-d-unconfirmed').textContent).toContain('Not yet confirmed');
    expect(basis.textContent).toContain(
      'Once you have paid $2,400 for covered drugs this year, you pay $0 for the rest of the year. Source: CMS CY 2027 Rate Announcement (April 6, 2026).',
    );
    // Beside the estimate: in the same costs section as the yearly drug cost.
    expect(screen.getByTestId('detail-drug-cost').closest('section')?.contains(basis)).toBe(true);
  });

  it("says a plan without drug coverage doesn't include it, with no drug cost, Part D figures or chart", async () => {
    const maOnly = makePlan({
      id: 'H1234-003-000',
      planName: 'Core (HMO)',
      planType: 2,
      hasDrugCoverage: false,
      drugDeductible: null,
      estimatedAnnualDrugCost: 0,
      drugs: [],
    });
    renderDetailsOf(maOnly);
    expect((await screen.findByTestId('no-drug-coverage')).textContent).toBe(
      "This plan doesn't include drug coverage.",
    );
    const page = screen.getByTestId('plan-details');
    expect(screen.queryByTestId('detail-drug-cost')).toBeNull();
    expect(screen.queryByTestId('part-d-basis')).toBeNull();
    expect(page.textContent).not.toContain('Estimated yearly drug cost');
    expect(page.textContent).not.toContain('$0 for the rest of the year');
  });

  it('names a drug no plan lists a price for, and shows no yearly cost for it', async () => {
    const withUnpriced = makePlan({
      id: plan.id,
      drugs: [unpricedDrug],
    });
    renderDetailsOf(withUnpriced);
    expect((await screen.findByTestId('unpriced-drugs')).textContent).toBe(
      'No plan in your area lists a price for atorvastatin. The cost estimates leave it out, so your real costs will be higher.',
    );
    const row = screen.getByRole('row', { name: /atorvastatin/ });
    expect(row.textContent).toContain('No price listed');
    expect(row.textContent).not.toContain('$0');
  });

  it('chooses the plan when opened by its address (no list position), and keeps the position of one chosen in a list', async () => {
    const answer = (_service: string, method: string, path: string) =>
      method === 'get' && path === `plans/${plan.id}`
        ? { cntr: { plan, extraPlanData: extraFor(plan), partD, statusCode: 200 } }
        : undefined;
    const direct = testHost({}, answer).host;
    const chosen: unknown[] = [];
    direct.events.on('plans:plan-chosen', (e) => chosen.push(e));
    const first = renderWithHost(<PlanDetails id={plan.id} kind="hmo" />, direct);
    await screen.findByTestId('plan-details');
    expect(chosen).toEqual([{ planDisplayPosition: null, planType: 4, planCmsId: 'H1234-001-000' }]);
    first.unmount();

    const fromList = testHost(
      {
        plans: {
          ...NO_PLAN_CHOICES,
          chosenPlan: { planDisplayPosition: 3, planType: 4, planCmsId: 'H1234-001-000' },
        },
      },
      answer,
    ).host;
    const again: unknown[] = [];
    fromList.events.on('plans:plan-chosen', (e) => again.push(e));
    renderWithHost(<PlanDetails id={plan.id} kind="hmo" />, fromList);
    await screen.findByTestId('plan-details');
    expect(again).toEqual([]);
  });

  it("writes the api's benefit line names and tier labels in Spanish; a plan's own wording stays as written", async () => {
    const es = await loadSpanish(detailMessages);
    const spanishPlan = makePlan({
      id: plan.id,
      planDataFields: [
        { name: PLAN_DATA_FIELD_NAMES.specialistCoPay, description: '$40', benefitCategoryID: null },
        { name: 'Hearing aids', description: '$500', benefitCategoryID: null },
        { name: 'Acupuncture', description: '$10', benefitCategoryID: null },
      ],
      planDrugCoverage: [{ tierNumber: 1, labelName: 'Preferred Generic' }],
      planTiers: [
        {
          pharmacyType: 0,
          tierInformation: [{ tierNumber: 1, daysSupply: 30, amount: '$0', description: 'Tier 1' }],
        },
      ],
    });
    const { host } = testHost({ language: 'es' }, (_service, method, path) =>
      method === 'get' && path === `plans/${plan.id}`
        ? { cntr: { plan: spanishPlan, extraPlanData: extraFor(spanishPlan), partD, statusCode: 200 } }
        : undefined,
    );
    renderWithHost(<PlanDetails id={plan.id} kind="hmo" />, host);
    expect(await screen.findByText(es.benefitNames.specialistCoPay)).toBeTruthy();
    expect(screen.getByText(es.benefitNames.hearingAids)).toBeTruthy();
    expect(screen.getByText('Acupuncture')).toBeTruthy();
    expect(screen.queryByText(PLAN_DATA_FIELD_NAMES.specialistCoPay)).toBeNull();
    expect(screen.getByRole('rowheader', { name: new RegExp(es.tierLabels.preferredGeneric) })).toBeTruthy();
  });
});
