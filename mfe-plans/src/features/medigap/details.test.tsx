import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { answeredMedigapQuote, makeMedigapPlan } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { MedigapDetailsPage } from './pages';
import { saveQuoteInputs } from './useQuote';

// Issue 16 item 19: a Medigap plan's coverage does not wait for a quote.
const plan = makeMedigapPlan({ id: 'csg-harbor-04013-G', planSubType: 'G', monthlyPremium: 142.5 });
const { id, source, carrier, carrierName, planName, planSubType } = plan;
const offering = { id, source, carrier, carrierName, planName, planSubType, sample: true };

const open = () => {
  const { host, call } = testHost({}, (_service, method, path) => {
    if (method === 'get' && path === `medsupp/offerings/${plan.id}`) return { offering };
    if (method === 'get' && path === `medsupp/plans/${plan.id}`) return { plan };
    throw new Error(`unexpected ${method} ${path}`);
  });
  renderWithHost(
    <Routes>
      <Route path="/plans/medigap/:source/:id?/" element={<MedigapDetailsPage />} />
    </Routes>,
    host,
    `/plans/medigap/csg/${plan.id}/`,
  );
  return call;
};

afterEach(() => sessionStorage.clear());

describe('Medigap plan details', () => {
  it('shows the letter coverage and plan-type record at once, with the quote questions for the price', async () => {
    const call = open();
    const coverage = await screen.findByTestId('medigap-coverage');
    expect(within(coverage).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(plan.planName);
    expect(screen.getByTestId('medigap-price-intro')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Get your prices' })).toBeTruthy();
    expect(screen.queryByTestId('medigap-price')).toBeNull();
    expect(call.mock.calls.some((c) => c[2] === `medsupp/plans/${plan.id}`)).toBe(false);
  });

  it('fills in the price once the quote is answered', async () => {
    saveQuoteInputs(answeredMedigapQuote);
    open();
    expect((await screen.findByTestId('medigap-price')).textContent).toContain('$142.50');
    expect(screen.getByTestId('medigap-coverage')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Enroll/ })).toBeTruthy();
  });
});
