import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderSearchResult, SessionProvider } from 'shared-contracts/api';
import { describe, expect, it, vi } from 'vitest';
import { makeSessionAnswer } from '../../test-data';
import { renderWithHost, testHost } from '../../test-host';
import { ChosenDoctors } from './ChosenDoctors';
import { DoctorPicker } from './DoctorPicker';

const address = {
  street_line_1: '100 Main St',
  street_line_2: '',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85004',
};
const chosenDoctor: SessionProvider = {
  uuid: '11111111-1111-4111-8111-111111111111',
  npis: ['1000000001'],
  presentation_name: 'Ana Ruiz, MD',
  specialty: 'Cardiology',
  address,
  isPcp: false,
  year: 2027,
};
const result = (
  npi: string,
  name: string,
  over: Partial<ProviderSearchResult> = {},
): ProviderSearchResult => ({
  npis: [npi],
  presentation_name: name,
  specialty: 'Cardiology',
  address,
  gender: 'Female',
  languages: ['English'],
  isPcp: false,
  distance: 1.5,
  sample: true,
  ...over,
});

const setup = (found: ProviderSearchResult[]) => {
  const posted: unknown[] = [];
  const { host, call } = testHost({}, (_s, method, path, options) => {
    const body = (options as { body?: Record<string, unknown> }).body;
    if (path === 'providers/search') return { providers: found, meta: { total: found.length } };
    if (path.startsWith('session/')) return makeSessionAnswer({ providers: [chosenDoctor] });
    if (method === 'post' && path === 'providers') {
      posted.push(body);
      return {
        cntr: {
          ...chosenDoctor,
          uuid: '22222222-2222-4222-8222-222222222222',
          npis: body?.npis,
          presentation_name: body?.providerName,
        },
      };
    }
    if (method === 'patch') return { cntr: { ...chosenDoctor, isPcp: body?.isPcp } };
    return undefined;
  });
  const reset = vi.fn();
  host.events.on('plans:reset-requested', reset);
  return { host, call, posted, reset };
};

describe('DoctorPicker', () => {
  it('while the session starts (`waiting`): the form in its place, disabled, the wait said where the count goes', async () => {
    const { host, call } = setup([result('1000000003', 'Ben Cole, DO')]);
    const { rerender } = renderWithHost(
      <DoctorPicker zipCode="85004" year={2027} waiting="Getting plans for 85004 ready…" />,
      host,
    );
    const search = screen.getByRole('searchbox', { name: 'Doctor name or specialty' }) as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Search doctors' });
    const controls = [search, button, screen.getByRole('checkbox')] as (
      | HTMLInputElement
      | HTMLButtonElement
    )[];
    for (const control of controls) expect(control.disabled).toBe(true);
    expect(screen.getByTestId('doctor-count').textContent).toBe('Getting plans for 85004 ready…');
    // The session is there: the same elements, enabled, the line empty until a search.
    rerender(<DoctorPicker zipCode="85004" year={2027} />);
    expect(screen.getByRole('searchbox', { name: 'Doctor name or specialty' })).toBe(search);
    for (const control of controls) expect(control.disabled).toBe(false);
    expect(screen.getByTestId('doctor-count').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    await screen.findByText('1 doctor found');
    expect(call.mock.calls.some((c) => c[2] === 'providers/search')).toBe(true);
  });

  it('refuses a doctor whose NPI is already chosen, and one with the same name, specialty and street (spec 4)', async () => {
    const { host, posted } = setup([
      result('1000000001', 'Ana Ruiz, MD'),
      result('1000000002', 'ANA RUIZ, MD'),
    ]);
    const onAdded = vi.fn();
    renderWithHost(<DoctorPicker zipCode="85004" year={2027} onAdded={onAdded} />, host);
    await userEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    await screen.findByText('2 doctors found');
    const buttons = await screen.findAllByRole('button', { name: /^Add ANA RUIZ, MD|^Add Ana Ruiz, MD/ });
    for (const button of buttons) {
      await userEvent.click(button);
      expect(screen.getByTestId('doctor-notice').textContent).toMatch(/already on your list of doctors/);
    }
    expect(posted).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('adds a new doctor for the plan year, raises the plan flags and says so', async () => {
    const { host, posted, reset, call } = setup([
      result('1000000003', 'Ben Cole, DO', { specialty: 'Family Medicine' }),
    ]);
    const onAdded = vi.fn();
    renderWithHost(<DoctorPicker zipCode="85004" year={2027} onAdded={onAdded} />, host);
    await userEvent.type(screen.getByLabelText('Doctor name or specialty'), 'cole');
    await userEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ben Cole, DO' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      expect.objectContaining({
        npis: ['1000000003'],
        year: 2027,
        providerName: 'Ben Cole, DO',
        updatedBy: 'consumer',
      }),
    ]);
    expect(reset).toHaveBeenCalledWith({ reason: 'providers' });
    expect(screen.getByTestId('doctor-notice').textContent).toMatch(/Ben Cole, DO was added/);
    const searchBody = call.mock.calls.find((c) => c[2] === 'providers/search')?.[3] as { body: object };
    expect(searchBody.body).toMatchObject({
      zipCode: '85004',
      searchTerm: 'cole',
      year: 2027,
      take: 5,
      skip: 0,
      includeSelected: false,
    });
  });

  it('shows the empty state with the agent phone', async () => {
    const { host } = setup([]);
    renderWithHost(<DoctorPicker zipCode="85004" year={2027} />, host);
    await userEvent.type(screen.getByLabelText('Doctor name or specialty'), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search doctors' }));
    const empty = await screen.findByTestId('doctor-empty');
    expect(empty.textContent).toContain("No doctors match “zzz” near you — call us and we'll help");
    expect(empty.querySelector('a[href^="tel:"]')).not.toBeNull();
  });
});

describe('ChosenDoctors', () => {
  it('flips the PCP flag with the plan year', async () => {
    const { host, call } = setup([]);
    renderWithHost(<ChosenDoctors year={2027} />, host);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ana Ruiz, MD is my primary care doctor' }),
    );
    await screen.findByText('Ana Ruiz, MD is now marked as your primary care doctor.');
    const patch = call.mock.calls.find((c) => c[1] === 'patch');
    expect(patch?.[2]).toBe(`providers/update/${chosenDoctor.uuid}`);
    expect((patch?.[3] as { body: object } | undefined)?.body).toEqual({
      uuid: chosenDoctor.uuid,
      isPcp: true,
      year: 2027,
      updated_by: 'consumer',
    });
  });
});
