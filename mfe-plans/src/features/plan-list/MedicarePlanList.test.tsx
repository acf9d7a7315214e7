import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { extraFor, makePlan, partD2027 } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { MedicarePlanList } from './MedicarePlanList';

const plans = [
  makePlan({
    id: 'A',
    planName: 'Alpha (HMO)',
    monthlyPremium: 10,
    annualPlanPremium: 120,
    estimatedAnnualDrugCost: 3000,
  }),
  makePlan({
    id: 'B',
    planName: 'Bravo (PPO)',
    planSubType: 'PPO',
    planID: '002',
    monthlyPremium: 80,
    annualPlanPremium: 960,
  }),
  makePlan({ id: 'S', planName: 'Care Plus (HMO D-SNP)', planID: '003' }),
];
const answer = (statusCode = 200) => ({
  cntr: {
    medicarePlans: plans,
    medigapPlans: [],
    planRankingsUuid: 'r1',
    statusCode,
    extraPlanData: plans.map((p) => extraFor(p)),
    partD: partD2027,
  },
});
const handler =
  (statusCode = 200) =>
  (_service: string, _method: string, path: string) =>
    path === 'plans' ? answer(statusCode) : { cntr: [] };

describe('MedicarePlanList', () => {
  it('never fetches without a session: it asks for a ZIP code instead', () => {
    const { host, call } = testHost({ session: null, location: null }, handler());
    renderWithHost(<MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />, host);
    expect(screen.getByRole('heading', { name: 'Enter your ZIP code to see plans' })).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('lists the plans by lowest total cost without SNPs and tells the shell what it fetched', async () => {
    const { host, call } = testHost({}, handler());
    const fetched: unknown[] = [];
    host.events.on('plans:fetched', (e) => fetched.push(e));
    renderWithHost(<MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />, host);
    await screen.findAllByTestId('plan-card');
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Bravo (PPO)', 'Alpha (HMO)']);
    const [, , path, options] = call.mock.calls.find((c) => c[2] === 'plans')!;
    expect(path).toBe('plans');
    expect((options as { query: Record<string, unknown> }).query).toMatchObject({
      zip: '85004',
      fips: '04013',
      year: 2027,
      'planTypes[0]': 'MAPD',
      'planTypes[1]': 'MA',
    });
    await waitFor(() =>
      expect(fetched).toEqual([{ planType: 'medicareAdvantage', organizations: 1, products: 2 }]),
    );
  });

  it('shows a plain message with the agent phone when the plan fetch fails (status 300 and above)', async () => {
    const { host } = testHost({}, handler(500));
    renderWithHost(<MedicarePlanList kind="pdp" pinTab="pdp" />, host);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this right now');
    expect(
      within(alert)
        .getByRole('link', { name: /\(623\) 223-8884/ })
        .getAttribute('href'),
    ).toBe('tel:+16232238884');
    expect(screen.queryAllByTestId('plan-card')).toHaveLength(0);
  });

  it('treats an answer without cntr as a failed fetch too (spec 8)', async () => {
    const { host } = testHost({}, (_service, _method, path) => (path === 'plans' ? {} : { cntr: [] }));
    renderWithHost(<MedicarePlanList kind="pdp" pinTab="pdp" />, host);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this right now');
    expect(screen.queryAllByTestId('plan-card')).toHaveLength(0);
  });
});
