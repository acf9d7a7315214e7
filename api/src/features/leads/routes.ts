/** POST /leads (captcha-verified, one lead per session) and PUT /leads (call tracking). */
import {
  CAPTCHA_FAILED_MESSAGE,
  leadCreateBodySchema,
  leadCreateResponseSchema,
  leadUpdateBodySchema,
  leadUpdateResponseSchema,
} from 'shared-contracts/api';
import { CaptchaUnavailableError } from '../../captcha';
import { ApiHttpError, badRequest, notFound } from '../../http/errors';
import { Reply, type Services } from '../../http/routes';
import { clientAddress } from '../../http/security';
import { resolveLocation } from '../location/location';
import { updateLeadCalls, upsertLead } from './leads';

export const leadRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'post',
    path: '/leads',
    summary: "Store the session's lead (201 first time, 200 when updated) after a server-side captcha check",
    auth: 'session',
    rateLimit: 'lead',
    body: leadCreateBodySchema,
    response: leadCreateResponseSchema,
    status: 201,
    handler: async ({ c, deps, body, sessionId }) => {
      const location = await resolveLocation(deps.db, body.zip, body.fips);
      let verdict: { success: boolean };
      try {
        verdict = await deps.captcha(body.recaptchaToken, clientAddress(c, deps.config.trustProxy));
      } catch (error) {
        if (!(error instanceof CaptchaUnavailableError)) throw error;
        deps.logger.error('captcha.unavailable', { reason: error.message });
        throw new ApiHttpError(503, 'Captcha verification is unavailable, please try again');
      }
      if (!verdict.success) {
        throw badRequest(CAPTCHA_FAILED_MESSAGE, [
          { path: 'recaptchaToken', message: CAPTCHA_FAILED_MESSAGE },
        ]);
      }
      const result = await upsertLead(deps.db, sessionId, body, body.fips ? location.fips : null);
      deps.logger.info('lead.stored', { leadId: result.leadId, created: result.created });
      return result.created ? result : new Reply(200, result);
    },
  });

  consumer.add({
    method: 'put',
    path: '/leads',
    summary:
      "Call tracking on the session's lead: {usedWebsiteInitiatedDial: true} or {utmCampaign, customCampaign}",
    auth: 'session',
    body: leadUpdateBodySchema,
    response: leadUpdateResponseSchema,
    handler: async ({ deps, body, sessionId }) =>
      (await updateLeadCalls(deps.db, sessionId, body)) ??
      Promise.reject(notFound('No lead for this session')),
  });
};
