import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { SlotPicker } from './SlotPicker';
import { A, slots } from './test-slots';

const setup = () => {
  const { host, call } = testHost({}, () => slots);
  const onPick = vi.fn();
  renderWithHost(<SlotPicker submitLabel="Book this time" busy={false} error={null} onPick={onPick} />, host);
  return { call, onPick, user: userEvent.setup() };
};

describe('SlotPicker', () => {
  it("lists the first agent's days and times in the person's zone and books only a chosen time", async () => {
    const { call, onPick, user } = setup();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /Ann Sample/ })).checked).toBe(true);
    expect(call.mock.calls[0]?.slice(0, 3)).toEqual(['scheduling', 'get', 'slots']);
    const day = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Day' });
    expect(day.selectedOptions[0]?.textContent).toBe('Tuesday, December 1');
    screen.getByText('Times are shown in Mountain Standard Time.');
    const book = screen.getByRole<HTMLButtonElement>('button', { name: 'Book this time' });
    expect(book.disabled).toBe(true);

    await user.selectOptions(day, '2026-12-02');
    await user.click(screen.getByRole('radio', { name: '2:00 PM' }));
    await user.click(book);
    expect(onPick).toHaveBeenCalledWith({
      agentUuid: A,
      startsAt: '2026-12-02T21:00:00.000Z',
      kind: 'phone',
    });
  });

  it('asks for the time again after another agent, and shows only agents of the kind chosen', async () => {
    const { call, user } = setup();
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('radio', { name: /Bea Sample/ }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '10:30 AM' }).checked).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book this time' }).disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Video call' }));
    await waitFor(() => expect(call.mock.calls.at(-1)?.[3]).toMatchObject({ query: { kind: 'video' } }));
    expect(screen.queryByRole('radio', { name: /Bea Sample/ })).toBeNull();
  });

  it("names an agent's kinds of meeting as the visit's language joins them", async () => {
    const { host } = testHost({ language: 'es' }, () => slots);
    renderWithHost(<SlotPicker submitLabel="Reservar" busy={false} error={null} onPick={vi.fn()} />, host);
    expect(await screen.findByText('Se reúne por llamada telefónica o videollamada')).toBeTruthy();
  });
});
