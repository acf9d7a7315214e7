import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from 'shared-contracts/http';
import { describe, expect, it } from 'vitest';
import { extraFor, makePlan, partD2027 } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import EnrollPage from './EnrollPage';

const plan = makePlan({ id: 'H1234-001-000', planName: 'Alpha (HMO)' });
const detail = {
  cntr: {
    plan,
    extraPlanData: extraFor(plan),
    partD: partD2027,
    statusCode: 200,
  },
};

const open = (onEnroll: (body: unknown) => unknown) => {
  const { host, call } = testHost({}, (_service, method, path, options) => {
    if (method === 'get' && path === `plans/${plan.id}`) return detail;
    if (method === 'post' && path === 'plans/enrollment')
      return onEnroll((options as { body: unknown }).body);
    return undefined;
  });
  renderWithHost(
    <Routes>
      <Route path="/enroll/:carrierName?/:id?/" element={<EnrollPage />} />
    </Routes>,
    host,
    `/enroll/carrier/${plan.id}/`,
  );
  return call;
};

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => screen.getByRole('button', { name: 'Continue to the insurance company' });
const press = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the insurance company' }));
  });

describe('EnrollPage form', () => {
  it('keeps Continue disabled until every detail is valid (spec 5); a field left wrong says so', async () => {
    const call = open(() => ({ cntr: { enrollmentId: 'E1', url: 'http://c.test/', parameters: {} } }));
    await screen.findByTestId('enroll-plan-name');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    await press();
    expect(call.mock.calls.some((c) => c[2] === 'plans/enrollment')).toBe(false);
    type('E-mail', 'rosa@');
    fireEvent.blur(field('E-mail'));
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    // The error follows the typing once shown.
    type('E-mail', 'rosa@example.com');
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBeNull());
    type('First name', 'Rosa');
    type('Last name', 'Díaz');
    type('Phone number', '(602) 602-0142');
    type('Date of birth', '04/28/1961');
    type('Medicare number', '1EG4-TE5-MK73');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
  });

  it('says in words when a name is longer than the hand-off takes, and keeps it as typed', async () => {
    const call = open(() => ({ cntr: { enrollmentId: 'E1', url: 'http://c.test/', parameters: {} } }));
    await screen.findByTestId('enroll-plan-name');
    const long = 'R'.repeat(101);
    type('First name', long);
    type('Last name', 'Díaz');
    type('Phone number', '(602) 602-0142');
    type('E-mail', 'rosa@example.com');
    type('Date of birth', '04/28/1961');
    type('Medicare number', '1EG4-TE5-MK73');
    fireEvent.blur(field('First name'));
    // Before: the form took it, and the api's 400 put zod's "Too big: expected string to have <=100
    // characters" under the field.
    expect(await screen.findByText('Please use at most 100 characters')).toBeTruthy();
    expect(field('First name').value).toBe(long);
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    type('First name', 'R'.repeat(100));
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    await press();
    await waitFor(() => expect(call.mock.calls.some((c) => c[2] === 'plans/enrollment')).toBe(true));
  });

  it('keeps everything typed and puts the api field errors of a 400 on their fields', async () => {
    open(() => {
      throw new ApiError(400, 'Invalid', {
        message: 'Invalid',
        issues: [{ path: 'enrollee.email', message: 'Invalid e-mail' }],
      });
    });
    await screen.findByTestId('enroll-plan-name');
    type('First name', 'Rosa');
    type('Last name', 'Díaz');
    type('Phone number', '(602) 602-0142');
    type('E-mail', 'rosa@example.com');
    type('Date of birth', '04/28/1961');
    type('Medicare number', '1EG4-TE5-MK73');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    await press();
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field('E-mail').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Invalid e-mail',
    );
    expect(field('First name').value).toBe('Rosa');
    expect(field('Medicare number').value).toBe('1EG4-TE5-MK73');
  });
});
