import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredMedigapQuote, makeMedigapPlan } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { saveQuoteInputs } from '../medigap';
import EnrollPage from './EnrollPage';

// Issue 16 items 6 and 7: a Medigap plan is enrolled through the products service, and through the
// assigned agent (the broker flow of spec 6) when the agent is appointed with the plan's carrier.
const plan = makeMedigapPlan({ id: 'csg-harbor-00001-G', planSubType: 'G', carrier: 'harbor' });
const AGENT = {
  agentUuid: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60',
  firstName: 'Maria',
  lastName: 'Alvarez',
  title: 'Licensed agent',
  phone: '(602) 555-0142',
};
const LINK = { enrollmentId: 'E1', url: 'http://carrier.test/enroll', parameters: { handoff: 'E1' } };

const open = (withAgent: boolean, appointedWith = 'harbor') => {
  const { host, call } = testHost(withAgent ? { agent: AGENT } : {}, (_service, method, path) => {
    if (method === 'get' && path === `medsupp/plans/${plan.id}`) return { plan };
    if (method === 'get' && path === 'agent/broker')
      return {
        agentUuid: AGENT.agentUuid,
        email: 'maria.alvarez@agents.example',
        writingNumbers: [
          { carrierId: appointedWith, carrierName: 'Harbor Mutual', writingNumber: 'W1234567' },
        ],
      };
    if (method === 'post' && path === 'medsupp/enroll/csg') return LINK;
    if (method === 'post' && path === 'csg/register-agent') return { agentUuid: 'csg-1', nextKey: 'k1' };
    if (method === 'post' && path === 'aep_analytics/plan_enrollment/') return undefined;
    throw new Error(`unexpected ${method} ${path}`);
  });
  renderWithHost(
    <Routes>
      <Route path="/enroll/:carrierName?/:id?/" element={<EnrollPage />} />
    </Routes>,
    host,
    `/enroll/harbor/${plan.id}/?type=medigap&source=csg`,
  );
  return call;
};

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });
const fillAndSend = async () => {
  await screen.findByTestId('enroll-plan-name');
  type('First name', 'Rosa');
  type('Last name', 'Díaz');
  type('Phone number', '(602) 602-0142');
  type('E-mail', 'rosa@example.com');
  type('Date of birth', '04/28/1962');
  type('Medicare number', '1EG4-TE5-MK73');
  const send = screen.getByRole('button', { name: 'Continue to the insurance company' });
  await waitFor(() => expect(send).toHaveProperty('disabled', false));
  await act(async () => {
    fireEvent.click(send);
  });
};
const calledPaths = (call: ReturnType<typeof open>) => call.mock.calls.map((c) => `${c[1]} ${c[2]}`);

const assign = vi.fn();
beforeEach(() => {
  saveQuoteInputs(answeredMedigapQuote);
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('Medigap enrollment', () => {
  it('goes through the products service, not the consumer plans enrollment, and on to the carrier', async () => {
    const call = open(false);
    await fillAndSend();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://carrier.test/enroll?handoff=E1'));
    expect(calledPaths(call)).toContain('post medsupp/enroll/csg');
    expect(calledPaths(call)).not.toContain('post plans/enrollment');
    const { body } = call.mock.calls.find((c) => c[2] === 'medsupp/enroll/csg')![3] as { body: unknown };
    expect(body).toMatchObject({
      planId: plan.id,
      birthDate: '1962-04-28',
      coverageBegin: '2027-05-01',
      gender: 'F',
      firstName: 'Rosa',
      medicareId: '1EG4-TE5-MK73',
    });
  });

  it("with an agent appointed with the carrier, registers the agent and goes to the partner's authorize step", async () => {
    const call = open(true);
    expect(await screen.findByTestId('enroll-broker')).toHaveProperty(
      'textContent',
      'Your licensed agent, Maria Alvarez, will handle this enrollment (writing number W1234567 with Harbor Mutual).',
    );
    await fillAndSend();
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const next = new URL(assign.mock.calls[0]![0]);
    expect(next.pathname).toBe('/products/csg/oauth/authorize');
    expect(Object.fromEntries(next.searchParams)).toEqual({ agentUuid: 'csg-1', nextKey: 'k1' });
    const { body: registration } = call.mock.calls.find((c) => c[2] === 'csg/register-agent')![3] as {
      body: unknown;
    };
    expect(registration).toEqual({
      email: 'maria.alvarez@agents.example',
      client_user_id: AGENT.agentUuid,
      fname: 'Maria',
      lname: 'Alvarez',
      phone: '(602) 555-0142',
    });
  });

  it('with an agent not appointed with the carrier, enrolls directly', async () => {
    const call = open(true, 'another-carrier');
    await fillAndSend();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://carrier.test/enroll?handoff=E1'));
    expect(screen.queryByTestId('enroll-broker')).toBeNull();
    expect(calledPaths(call)).not.toContain('post csg/register-agent');
  });
});
