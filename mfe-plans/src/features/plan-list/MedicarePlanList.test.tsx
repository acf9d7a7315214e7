import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import type { Benefit } from 'shared-contracts/api';
import { type HostPlanChoices, NO_PLAN_CHOICES } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { usePlansQuery } from 'web-kit/queries/plans';
import { extraFor, makePlan, makeSessionAnswer, partD2027, unpricedDrug } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { cheapBare, midHearing } from './best-match.fixtures';
import { MedicarePlanList } from './MedicarePlanList';
import { PLAN_KIND } from './plan-kinds';

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
      expect(fetched).toEqual([
        { planType: 'medicareAdvantage', planRankingsUuid: 'r1', organizations: 1, products: 2 },
      ]),
    );
  });

  it("gives the shell the area's plan counts the api answers, not the list's, for the disclaimer", async () => {
    const { host } = testHost({}, (_service, _method, path) =>
      path === 'plans'
        ? { cntr: { ...answer().cntr, areaCounts: { organizations: 12, products: 31 } } }
        : { cntr: [] },
    );
    const fetched: unknown[] = [];
    host.events.on('plans:fetched', (e) => fetched.push(e));
    renderWithHost(<MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />, host);
    await screen.findAllByTestId('plan-card');
    await waitFor(() =>
      expect(fetched).toEqual([
        { planType: 'medicareAdvantage', planRankingsUuid: 'r1', organizations: 12, products: 31 },
      ]),
    );
  });

  it('names on the page a drug no plan lists a price for', async () => {
    const withDrug = plans.map((p) => ({ ...p, drugs: [unpricedDrug] }));
    const { host } = testHost({}, (_service, _method, path) =>
      path === 'plans' ? { cntr: { ...answer().cntr, medicarePlans: withDrug } } : { cntr: [] },
    );
    renderWithHost(<MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />, host);
    expect((await screen.findByTestId('unpriced-drugs')).textContent).toBe(
      'No plan in your area lists a price for atorvastatin. The cost estimates leave it out, so your real costs will be higher.',
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

describe('MedicarePlanList and the host app state', () => {
  // The lowest total, and a dearer plan with hearing aids.
  const [cheap, dear] = [cheapBare, midHearing];
  const render = (benefits: Benefit[], plans: Partial<HostPlanChoices> = {}) => {
    const { host } = testHost({ plans: { ...NO_PLAN_CHOICES, ...plans } }, (_s, _m, path) =>
      path === 'plans'
        ? {
            cntr: {
              medicarePlans: [cheap, dear],
              medigapPlans: [],
              planRankingsUuid: 'rank-7',
              statusCode: 200,
              extraPlanData: [cheap, dear].map((p) => extraFor(p)),
              partD: partD2027,
            },
          }
        : makeSessionAnswer({ benefits }),
    );
    const seen: { name: string; data: unknown }[] = [];
    for (const name of [
      'plans:fetched',
      'plans:pin-toggled',
      'plans:plan-chosen',
      'plans:sort-chosen',
    ] as const)
      host.events.on(name, (data) => seen.push({ name, data }));
    renderWithHost(<MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />, host);
    return seen;
  };
  const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

  it('ranks by lowest total, with no best-match choice, until the person marks a benefit important', async () => {
    render([{ name: 'hearingAidCoverage', value: 'Not important' }]);
    await screen.findAllByTestId('plan-card');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Sorted by lowest estimated'),
    );
    expect(names()).toEqual(['Cheap Bare (HMO)', 'Mid Hearing (HMO)']);
    expect(screen.queryByRole('option', { name: 'Best match for you' })).toBeNull();
  });

  it('puts the plan with the benefit marked important first, by default', async () => {
    render([{ name: 'hearingAidCoverage', value: 'Very important' }]);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Sorted by best match for you.'),
    );
    expect(names()).toEqual(['Mid Hearing (HMO)', 'Cheap Bare (HMO)']);
    expect((screen.getByTestId('plan-sort') as HTMLSelectElement).value).toBe('bestMatch');
    expect(screen.getByRole('link', { name: 'Change what matters to you' }).getAttribute('href')).toBe(
      '/preferences/',
    );
  });

  it('follows the order the person chose before, and asks the host to remember a new choice', async () => {
    const seen = render([{ name: 'hearingAidCoverage', value: 'Very important' }], { preference: 'total' });
    await screen.findAllByTestId('plan-card');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Sorted by lowest estimated'),
    );
    expect(names()).toEqual(['Cheap Bare (HMO)', 'Mid Hearing (HMO)']);
    fireEvent.change(screen.getByTestId('plan-sort'), { target: { value: 'premium' } });
    expect(seen).toContainEqual({ name: 'plans:sort-chosen', data: { preference: 'premium' } });
  });

  it('shows the host’s pins first, asks the host to pin, and tells it the plan chosen and the ranking id', async () => {
    const seen = render([], {
      lockedPlanIds: { ...NO_PLAN_CHOICES.lockedPlanIds, medicareAdvantage: ['mid'] },
    });
    await screen.findAllByTestId('plan-card');
    expect(names()).toEqual(['Mid Hearing (HMO)', 'Cheap Bare (HMO)']);
    screen.getByRole('button', { name: /Pin to top.*Cheap/ }).click();
    screen.getByRole('link', { name: 'See plan details: Cheap Bare (HMO)' }).click();
    expect(seen).toContainEqual({
      name: 'plans:pin-toggled',
      data: { planType: 'medicareAdvantage', planId: 'cheap' },
    });
    expect(seen).toContainEqual({
      name: 'plans:plan-chosen',
      data: { planDisplayPosition: 2, planType: 4, planCmsId: 'H1234-001-000' },
    });
    // Told in an effect after the list's own (deferred) render: it may come after the cards are found.
    await waitFor(() =>
      expect(seen).toContainEqual({
        name: 'plans:fetched',
        data: { planType: 'medicareAdvantage', planRankingsUuid: 'rank-7', organizations: 1, products: 2 },
      }),
    );
  });
});

describe('the answer shown as a deferred render', () => {
  it('renders the list after the commit in which the answer arrived, then tells the shell', async () => {
    // The answer reaches every observer of the query in one synchronous render (useSyncExternalStore);
    // the list takes it as a deferred value, so that render only notes it and React draws the list in
    // a render of its own, in slices. Probe observes the same query, undeferred.
    let probeHasData = false;
    const Probe = () => {
      probeHasData = usePlansQuery(PLAN_KIND.medicareAdvantage).data !== undefined;
      return null;
    };
    const listShown = () => document.querySelector('[data-testid=plan-list-medicareAdvantage]') !== null;
    const commits: string[] = [];
    const onRender = () => {
      const now = `${probeHasData ? 'answer' : 'waiting'}, ${listShown() ? 'list' : 'loading'}`;
      if (commits.at(-1) !== now) commits.push(now);
    };
    const { host } = testHost({}, handler());
    const fetched: boolean[] = [];
    host.events.on('plans:fetched', () => fetched.push(listShown()));
    renderWithHost(
      <Profiler id="page" onRender={onRender}>
        <Probe />
        <MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />
      </Profiler>,
      host,
    );
    await screen.findAllByTestId('plan-card');
    await waitFor(() => expect(fetched).toEqual([true]));
    expect(commits).toEqual(['waiting, loading', 'answer, loading', 'answer, list']);
  });
});
