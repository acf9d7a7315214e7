import { configForApiBase, createEventBus } from 'shared-contracts';
import { createApiClient } from 'shared-contracts/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isConversion, startCallTracking } from './call-tracking';

const setup = (hasSession = true) => {
  const bodies: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    bodies.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
    return Response.json({
      leadId: 'L1',
      usedWebsiteInitiatedDial: true,
      utmCampaign: null,
      customCampaign: null,
    });
  });
  const api = createApiClient(configForApiBase('http://api.test'), {
    getToken: () => 'tok',
    transactionId: 't',
    fetch: fetchMock,
  });
  const events = createEventBus(vi.fn());
  const stop = startCallTracking(events, api, () => hasSession);
  return { events, bodies, fetchMock, stop };
};

afterEach(() => {
  window.dataLayer = [];
});

describe('call tracking', () => {
  it('counts a call as a conversion only over 90 seconds', () => {
    expect(isConversion(90_000)).toBe(false);
    expect(isConversion(90_001)).toBe(true);
  });

  it('updates the lead when a website-initiated dial starts, also from a click on any tel: link', async () => {
    const { events, bodies, stop } = setup();
    events.emit('call:dial-started', {});
    const link = document.createElement('a');
    link.href = 'tel:+16232238884';
    document.body.append(link);
    link.click();
    await vi.waitFor(() => expect(bodies).toHaveLength(2), { timeout: 10_000 });
    expect(bodies[0]).toEqual({
      method: 'PUT',
      path: '/consumer/leads',
      body: { usedWebsiteInitiatedDial: true },
    });
    stop();
    link.remove();
  });

  it('labels the lead with the fixed connected-call campaign, and pushes a conversion after 90 s', async () => {
    const { events, bodies, stop } = setup();
    events.emit('call:connected', { at: 1000 });
    await vi.waitFor(() => expect(bodies).toHaveLength(1), { timeout: 10_000 });
    expect(bodies[0]).toMatchObject({
      body: { utmCampaign: 'connected-call', customCampaign: 'connected-call' },
    });
    events.emit('call:completed', { durationMs: 90_000 });
    expect(window.dataLayer ?? []).toEqual([]);
    events.emit('call:completed', { durationMs: 125_000 });
    expect(window.dataLayer).toEqual([{ event: 'call_conversion', durationMs: 125_000, connectedAt: null }]);
    stop();
  });

  it('does not touch the lead without a session', async () => {
    const { events, fetchMock, stop } = setup(false);
    events.emit('call:dial-started', {});
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
