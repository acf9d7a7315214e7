import { act, render, screen } from '@testing-library/react';
import { configForApiBase } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { describe, expect, it } from 'vitest';
import { useCreateLeadMutation } from 'web-kit/queries/leads';
import { HostProviders } from 'web-kit/query';
import { phoneTableAnswer } from 'web-kit/test-data';
import { testHost } from 'web-kit/test-host';
import { PartnerHost } from './PartnerHost';

const table = phoneTableAnswer;
const silverPath = {
  id: 'silver-path',
  salesforceId: 'SF-1',
  name: 'Silver Path Benefits',
  url: 'https://silverpath.example',
  colors: { primary: '#0f6e5a', secondary: null },
  phoneNumber: null,
  logo: null,
};
const lead = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  emailAddress: 'rosa@example.com',
  phoneNumber: '(602) 321-0164',
  zip: '85004',
};

let save: () => Promise<unknown> = async () => undefined;
const Probe = () => {
  const { phone, attribution } = useHost();
  const mutation = useCreateLeadMutation();
  save = () => mutation.mutateAsync(lead);
  return (
    <p data-testid="phone" data-partner={attribution.partnerId ?? ''}>
      {phone}
    </p>
  );
};

const setup = (partnerId: string, attribution = {}) => {
  const { host, call } = testHost(
    {
      config: { ...configForApiBase('http://api.test', 'test'), partnerToken: 'partner-token' },
      phone: '(623) 223-8884',
      attribution,
    },
    (service, method, path) => {
      if (service === 'content') return table;
      if (service === 'dataWarehouse') return { id: 'view-1' };
      if (method === 'put' && path === 'leads')
        return {
          leadId: 'lead-1',
          usedWebsiteInitiatedDial: true,
          utmCampaign: null,
          customCampaign: null,
          partnerId: 'silver-path',
          campaignId: 'spring',
        };
      if (service === 'partners') {
        if (path === 'partners/silver-path') return silverPath;
        throw Object.assign(new Error('Not found'), { status: 404 });
      }
      if (path === 'leads') return { leadId: 'lead-1', created: true };
      throw new Error(`unexpected ${service} ${path}`);
    },
  );
  render(
    <HostProviders host={host}>
      <PartnerHost partnerId={partnerId} path="/plans/">
        <Probe />
      </PartnerHost>
    </HostProviders>,
  );
  const leadBody = () => {
    const posted = call.mock.calls.find(([, method, path]) => method === 'post' && path === 'leads');
    return (posted?.[3] as { body: Record<string, unknown> } | undefined)?.body;
  };
  const bodiesOf = (service: string, method: string) =>
    call.mock.calls
      .filter(([s, m]) => s === service && m === method)
      .map(([, , , options]) => (options as { body: Record<string, unknown> }).body);
  return { call, leadBody, host, bodiesOf };
};

describe('PartnerHost', () => {
  it("sends a partner page's lead with the partner's id and campaign, and shows the partner's number from the phone table", async () => {
    const { call, leadBody } = setup('silver-path', { campaignId: 'spring' });
    await expect.poll(() => screen.getByTestId('phone').textContent).toBe('(888) 984-8120');
    await expect.poll(() => screen.getByTestId('phone').dataset.partner).toBe('silver-path');
    expect(call.mock.calls.map(([service, method, path]) => `${service} ${method} ${path}`)).toEqual(
      expect.arrayContaining(['content get phone-numbers', 'partners get partners/silver-path']),
    );
    await act(async () => {
      await save();
    });
    expect(leadBody()).toMatchObject({ ...lead, partnerId: 'silver-path', campaignId: 'spring' });
  });

  it("picks the campaign's number for another partner, and names no partner the partners service does not know", async () => {
    const { leadBody } = setup('no-such-partner', { campaignId: 'spring' });
    await expect.poll(() => screen.getByTestId('phone').textContent).toBe('(800) 555-0142');
    await act(async () => {
      await save();
    });
    expect(leadBody()).not.toHaveProperty('partnerId');
    expect(leadBody()).toMatchObject({ campaignId: 'spring' });
  });

  it("names the partner and its campaign in the page's view and in a dial's call-tracking update", async () => {
    const { host, bodiesOf } = setup('silver-path', { campaignId: 'spring' });
    await expect.poll(() => bodiesOf('dataWarehouse', 'post').length).toBe(1);
    expect(bodiesOf('dataWarehouse', 'post')[0]).toMatchObject({
      websiteReferenceId: 'AAAAAAAAAAAAAAAAAAAAAA',
      partnerId: 'silver-path',
      campaignId: 'spring',
    });
    act(() => host.events.emit('call:dial-started', {}));
    await expect
      .poll(() => bodiesOf('consumer', 'put'))
      .toEqual([{ usedWebsiteInitiatedDial: true, partnerId: 'silver-path', campaignId: 'spring' }]);
  });
});
