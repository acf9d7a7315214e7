import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { Booking } from './Booking';
import { A, bookedMeeting, slots } from './test-slots';

const booked = { meeting: bookedMeeting, confirmationToken: 'meeting-token' };

const setup = (consumer = {}) => {
  const { host, call } = testHost({ consumer }, (service, method, path) => {
    if (path === 'slots') return slots;
    if (service === 'consumer' && path === 'leads') return { leadId: 'lead-1', created: true };
    if (path === 'meetings') return booked;
    throw new Error(`unexpected ${service} ${method} ${path}`);
  });
  const updated: unknown[] = [];
  host.events.on('consumer:updated', (e) => updated.push(e.fields));
  renderWithHost(<Booking />, host);
  return { call, updated, user: userEvent.setup() };
};
const posts = (call: ReturnType<typeof setup>['call']) =>
  call.mock.calls
    .filter(([, method]) => method === 'post')
    .map(([service, , path, options]) => ({
      service,
      path,
      body: (options as { body: Record<string, unknown> }).body,
    }));

describe('Booking', () => {
  it('asks a visitor it does not know for a name and phone beside the consent text, then saves the lead and books the chosen time in one press', {
    timeout: 30_000,
  }, async () => {
    const { call, updated, user } = setup();
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    const book = screen.getByRole<HTMLButtonElement>('button', { name: 'Book this time' });
    expect(book.disabled).toBe(true);
    screen.getByText('Please tell us your name and phone number to book this time.');
    expect(screen.getByTestId('consent-text').textContent).toMatch(
      /^By pressing "Book this time", you agree/,
    );

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Diaz');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '6023210164');
    await user.type(screen.getByRole('textbox', { name: /^E-mail address \(optional\)/ }), 'rosa@');
    await user.tab();
    screen.getByText('Invalid e-mail');
    expect(book.disabled).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: /^E-mail address \(optional\)/ }));
    await user.tab();
    await expect.poll(() => book.disabled).toBe(false);
    await user.click(book);

    await screen.findByRole('heading', { name: 'Your meeting is booked' });
    const [lead, meeting] = posts(call);
    expect(lead).toMatchObject({
      service: 'consumer',
      path: 'leads',
      body: {
        firstName: 'Rosa',
        lastName: 'Diaz',
        phoneNumber: '(602) 321-0164',
        zip: '85004',
        fips: '04013',
        agreeToTerms: true,
        permissionToContactText: { text: expect.stringMatching(/^By pressing "Book this time"/) },
      },
    });
    expect(lead?.body).not.toHaveProperty('emailAddress');
    expect(meeting).toEqual({
      service: 'scheduling',
      path: 'meetings',
      body: { agentUuid: A, startsAt: '2026-12-01T17:00:00.000Z', kind: 'phone' },
    });
    expect(updated).toEqual([{ firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '(602) 321-0164' }]);
  });

  it('does not ask a person who is already a lead: the time is booked at once', async () => {
    const { call, user } = setup({ firstName: 'Rosa', lastName: 'Diaz', phoneNumber: '(602) 321-0164' });
    await user.click(await screen.findByRole('radio', { name: '10:00 AM' }));
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await screen.findByRole('heading', { name: 'Your meeting is booked' });
    expect(posts(call).map((p) => p.path)).toEqual(['meetings']);
  });
});
