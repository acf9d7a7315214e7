/** Consumer POST /leads (captcha-verified, one lead per session) and PUT /leads (call tracking). */
import {
  leadCreateBodySchema,
  leadCreateResponseSchema,
  leadUpdateBodySchema,
  leadUpdateResponseSchema,
} from '../api/leads';
import { defineEndpoint } from './endpoint';

export const leadsEndpoints = {
  create: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'leads',
    summary: "Store the session's lead (201 first time, 200 when updated) after a server-side captcha check",
    auth: 'session',
    body: leadCreateBodySchema,
    response: leadCreateResponseSchema,
    status: 201,
  }),
  update: defineEndpoint({
    service: 'consumer',
    method: 'put',
    path: 'leads',
    summary:
      "Call tracking on the session's lead: {usedWebsiteInitiatedDial: true} or {utmCampaign, customCampaign}, with the partner page's partnerId and campaignId",
    auth: 'session',
    body: leadUpdateBodySchema,
    response: leadUpdateResponseSchema,
  }),
};
