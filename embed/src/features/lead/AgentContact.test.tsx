import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeLeadBody, typedLead } from 'shared-contracts/test-data';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { AgentContact } from './AgentContact';

const fill = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Get help from a licensed agent' }));
  const first = await screen.findByRole('textbox', { name: 'First name' });
  await waitFor(() => expect(document.activeElement).toBe(first));
};

const fillAll = () => {
  fill(/^First name/, typedLead.firstName);
  fill(/^Last name/, typedLead.lastName);
  fill(/^E-mail address/, typedLead.emailAddress);
  fill(/^Phone number/, typedLead.phoneNumber);
};

describe('AgentContact', () => {
  it('opens the lead form on demand and saves the lead with the finder’s place, then thanks and tells the host', async () => {
    const { host, call } = testHost({ phone: '(888) 984-8120' }, () => ({ leadId: 'lead-7', created: true }));
    const tracked: unknown[] = [];
    host.events.on('analytics:track', ({ event, data }) => tracked.push({ event, data }));
    renderWithHost(<AgentContact />, host);
    expect(screen.getByRole('region', { name: 'Talk to a licensed agent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /\(888\) 984-8120/ }).getAttribute('href')).toBe(
      'tel:+18889848120',
    );
    await open();
    expect(screen.getByTestId('consent-text').textContent).toMatch(/^By pressing "Submit".*\(888\) 984-8120/);
    fillAll();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(submit));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thank you. A licensed insurance agent will contact you soon.');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(call).toHaveBeenCalledTimes(1);
    const [service, method, path, options] = call.mock.calls[0]!;
    expect([service, method, path]).toEqual(['consumer', 'post', 'leads']);
    expect((options as { body: unknown }).body).toMatchObject(makeLeadBody());
    expect(tracked).toContainEqual({ event: 'lead_created', data: { leadId: 'lead-7' } });
  });

  it('keeps what was typed and announces the failure when the lead is not saved', async () => {
    const { host } = testHost({}, () => {
      throw new Error('api down');
    });
    renderWithHost(<AgentContact />, host);
    await open();
    fillAll();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(submit));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not send your details. Everything you typed is still here; please try again.',
    );
    expect(screen.getByRole('textbox', { name: /^E-mail address/ })).toHaveProperty(
      'value',
      typedLead.emailAddress,
    );
  });

  it('is not offered before the finder knows the visitor’s place (the lead needs it)', () => {
    const { host } = testHost({ location: null });
    renderWithHost(<AgentContact />, host);
    expect(screen.queryByRole('region', { name: 'Talk to a licensed agent' })).toBeNull();
  });
});
