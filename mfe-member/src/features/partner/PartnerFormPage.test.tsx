import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { configForApiBase } from 'shared-contracts';
import { makePartner } from 'shared-contracts/test-data';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import PartnerFormPage from './PartnerFormPage';

const silverPath = makePartner({ name: 'Silver Path Benefits', phoneNumber: '(888) 984-8120' });

const setup = (partnerAnswer: unknown) => {
  const { host, call } = testHost(
    { config: { ...configForApiBase('http://api.test', 'test'), partnerToken: 'partner-token' } },
    (_service, method, path) => {
      if (path === 'partners/silver-path' || path === 'partners/nobody') return partnerAnswer;
      if (method === 'post' && path === 'leads') return { leadId: 'lead-1', created: true };
      return undefined;
    },
  );
  renderWithHost(
    <Routes>
      <Route path="/partner/:partner?/form/" element={<PartnerFormPage />} />
      <Route path="/partner/:partner?/thank-you/" element={<p>thanked</p>} />
    </Routes>,
    host,
    '/partner/silver-path/form/',
  );
  return { call, user: userEvent.setup() };
};

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Harold');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Partner');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'harold@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '(602) 555-0133');
};

describe('PartnerFormPage', () => {
  it('posts the lead with the consent text shown and the partner it names, then thanks the person', async () => {
    const { call, user } = setup(silverPath);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Silver Path Benefits and Medicare Plan Finder: talk with a licensed agent',
      }),
    ).toBeTruthy();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    await fill(user);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await screen.findByText('thanked');
    const lead = call.mock.calls.find(([, method, path]) => method === 'post' && path === 'leads');
    if (!lead) throw new Error('no lead was posted');
    const body = (lead[3] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({
      firstName: 'Harold',
      zip: '85004',
      fips: '04013',
      partnerId: 'silver-path',
      agreeToTerms: true,
    });
    expect((body.permissionToContactText as { text: string }).text).toMatch(
      /^By pressing "Submit", you agree/,
    );
  });
});
