import { act, screen, waitFor } from '@testing-library/react';
import type { HostContextValue } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageContext } from '../i18n';
import { makePlan, partD2027 } from '../test-data';
import { renderWithHost, testHost } from '../test-host';
import { useSaveDosageMutation } from './drugs';
import { usePlansQuery } from './plans';

const NO_FLAGS = { hmo: false, ppo: false, pdp: false, medSupp: false, medicareAdvantage: false };
const plansAnswer = (statusCode: number, ids: string[]) => ({
  cntr: {
    medicarePlans: ids.map((id) => makePlan({ id })),
    medigapPlans: [],
    planRankingsUuid: 'r1',
    statusCode,
    extraPlanData: [],
    partD: partD2027,
  },
});

/** The plans the hook gives, as text: "error" when it holds an error. */
const PlanNames = () => {
  const query = usePlansQuery({ planTypes: ['PDP'], flag: 'pdp' });
  return (
    <p data-testid="plans">
      {query.isError ? 'error' : (query.data?.plans.map((p) => p.id).join(',') ?? '')}
    </p>
  );
};

/** The plans as the hook gives them in a visit of this language. */
const PlanNamesIn = ({ language }: { language: 'en' | 'es' }) => (
  <LanguageContext.Provider value={language}>
    <PlanNames />
  </LanguageContext.Provider>
);

const setup = (answers: unknown[], overrides: Partial<HostContextValue> = {}, element = <PlanNames />) => {
  const queue = [...answers];
  const { host, call } = testHost({ planFetchFlags: NO_FLAGS, ...overrides }, (_s, _m, path) =>
    path === 'plans' ? queue.shift() : { cntr: [] },
  );
  const view = renderWithHost(element, host);
  const plansCalls = () => call.mock.calls.filter((c) => c[2] === 'plans').length;
  const shown = () => screen.getByTestId('plans').textContent;
  return { host, call, view, plansCalls, shown };
};

describe('usePlansQuery', () => {
  it('never fetches without the session token (spec 5)', async () => {
    const { call, shown } = setup([], { session: null });
    await act(async () => {});
    expect(call).not.toHaveBeenCalled();
    expect(shown()).toBe('');
  });

  it('asks once, then again when the host raises the matching plan fetch flag', async () => {
    const { host, view, plansCalls, shown } = setup([plansAnswer(200, ['A']), plansAnswer(200, ['A', 'B'])]);
    await waitFor(() => expect(shown()).toBe('A'));
    // Another flag changes nothing here.
    view.rerender(<PlanNames />, { ...host, planFetchFlags: { ...NO_FLAGS, hmo: true } });
    await act(async () => {});
    expect(plansCalls()).toBe(1);
    view.rerender(<PlanNames />, { ...host, planFetchFlags: { ...NO_FLAGS, pdp: true } });
    await waitFor(() => expect(shown()).toBe('A,B'));
    expect(plansCalls()).toBe(2);
  });

  it('does not ask twice when the flag is already up as the list first loads', async () => {
    const { plansCalls, shown } = setup([plansAnswer(200, ['A'])], {
      planFetchFlags: { ...NO_FLAGS, pdp: true },
    });
    await waitFor(() => expect(shown()).toBe('A'));
    expect(plansCalls()).toBe(1);
  });

  it('stores the error and empties the plans when an answer has status 300 or above (spec 8)', async () => {
    const { host, view, shown } = setup([plansAnswer(200, ['A']), plansAnswer(500, ['A'])]);
    await waitFor(() => expect(shown()).toBe('A'));
    view.rerender(<PlanNames />, { ...host, planFetchFlags: { ...NO_FLAGS, pdp: true } });
    await waitFor(() => expect(shown()).toBe('error'));
  });

  it('keeps the answer on screen while it is fetched again in the newly chosen language', async () => {
    let answerInSpanish: (answer: unknown) => void = () => {};
    const inSpanish = new Promise((resolve) => {
      answerInSpanish = resolve;
    });
    const { host, view, plansCalls, shown } = setup(
      [plansAnswer(200, ['A']), inSpanish],
      {},
      <PlanNamesIn language="en" />,
    );
    await waitFor(() => expect(shown()).toBe('A'));
    view.rerender(<PlanNamesIn language="es" />, host);
    await waitFor(() => expect(plansCalls()).toBe(2));
    // Not "" (a page would show Loading and lose a form's typed values) while the Spanish answer is on its way.
    expect(shown()).toBe('A');
    await act(async () => answerInSpanish(plansAnswer(200, ['A', 'B'])));
    await waitFor(() => expect(shown()).toBe('A,B'));
  });
});

const dosage = {
  dosageRecordID: 'd1',
  drugId: 'metformin',
  drugName: 'Metformin',
  ndc: '00093-1048-01',
  connectureRecordId: 'c1',
  label: 'Metformin 500 mg tablet',
  quantity: 60,
  frequency: 'EVERY_MONTH',
  isInsulin: false,
  updatedBy: 'consumer',
};

describe('useSaveDosageMutation', () => {
  it('invalidates the plan lists (they refetch) and asks the host to raise its flags', async () => {
    const mutation: { current?: ReturnType<typeof useSaveDosageMutation> } = {};
    const Page = () => {
      mutation.current = useSaveDosageMutation();
      return <PlanNames />;
    };
    const queue = [plansAnswer(200, ['A']), plansAnswer(200, ['B'])];
    const { host, call } = testHost({ planFetchFlags: NO_FLAGS }, (_s, method, path) => {
      if (path === 'plans') return queue.shift();
      if (method === 'post' && path === 'session/dosages') return { cntr: [dosage] };
      return { cntr: [] };
    });
    const reset = vi.fn();
    host.events.on('plans:reset-requested', reset);
    renderWithHost(<Page />, host);
    await waitFor(() => expect(screen.getByTestId('plans').textContent).toBe('A'));
    await act(async () => {
      await mutation.current!.mutateAsync({
        ndc: dosage.ndc,
        quantity: 60,
        frequency: 'EVERY_MONTH',
        updatedBy: 'consumer',
      });
    });
    await waitFor(() => expect(screen.getByTestId('plans').textContent).toBe('B'));
    expect(reset).toHaveBeenCalledWith({ reason: 'drugs' });
    expect(call.mock.calls.filter((c) => c[2] === 'plans')).toHaveLength(2);
  });
});
