/**
 * Call tracking (spec 4): a website-initiated dial updates the lead; a connected call keeps the time and
 * labels the lead with the fixed connected-call campaign; a completed call over 90 s is a conversion.
 */
import { CONVERSION_CALL_THRESHOLD_MS, type EventBus } from 'shared-contracts';
import { CONNECTED_CALL_CAMPAIGN } from 'shared-contracts/api/leads';
import type { EndpointBody } from 'shared-contracts/endpoints';
import { leadsEndpoints } from 'shared-contracts/endpoints/leads';
import type { ApiClient } from 'shared-contracts/http';
import { pushDataLayer } from './data-layer';

export const isConversion = (durationMs: number) => durationMs > CONVERSION_CALL_THRESHOLD_MS;

export const startCallTracking = (events: EventBus, api: ApiClient, hasSession: () => boolean) => {
  let connectedAt: number | null = null;
  const updateLead = (body: EndpointBody<typeof leadsEndpoints.update>) => {
    if (!hasSession()) return;
    api
      .call(leadsEndpoints.update, { body })
      .catch((error) => console.warn('[calls] lead update failed', error));
  };
  const offs = [
    events.on('call:dial-started', () => updateLead({ usedWebsiteInitiatedDial: true })),
    events.on('call:connected', ({ at }) => {
      connectedAt = at;
      updateLead({ utmCampaign: CONNECTED_CALL_CAMPAIGN, customCampaign: CONNECTED_CALL_CAMPAIGN });
    }),
    events.on('call:completed', ({ durationMs }) => {
      if (isConversion(durationMs)) pushDataLayer({ event: 'call_conversion', durationMs, connectedAt });
      connectedAt = null;
    }),
  ];
  // Any tel: link on the page is a website-initiated dial.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
    if (link) events.emit('call:dial-started', {});
  };
  document.addEventListener('click', onClick, true);
  return () => {
    for (const off of offs) off();
    document.removeEventListener('click', onClick, true);
  };
};
