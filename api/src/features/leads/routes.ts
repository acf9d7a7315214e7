/** POST /leads (captcha-verified, one lead per session) and PUT /leads (call tracking). */
import { CAPTCHA_FAILED_MESSAGE } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { CaptchaUnavailableError } from '../../captcha';
import { ApiHttpError, badRequest, notFound } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { Reply, type RouteRegistry } from '../../http/routes';
import { clientAddress } from '../../http/security';
import { resolveLocation } from '../location/public';
import { assertKnownPartner } from '../partners/public';
import { updateLeadCalls, upsertLead } from './leads';
import { LEAD_ERRORS } from './messages';

export const leadRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.leads.create,
    async ({ c, deps, body, sessionId }) => {
      const location = await resolveLocation(deps.db, body.zip, body.fips);
      await assertKnownPartner(deps.db, body.partnerId);
      let verdict: { success: boolean };
      try {
        verdict = await deps.captcha(body.recaptchaToken ?? '', clientAddress(c, deps.config.trustProxy));
      } catch (error) {
        if (!(error instanceof CaptchaUnavailableError)) throw error;
        deps.logger.error('captcha.unavailable', { reason: error.message });
        throw new ApiHttpError(503, API_MESSAGES.captchaUnavailable);
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
    { rateLimit: 'lead' },
  );

  routes.implement(endpoints.leads.update, async ({ deps, body, sessionId }) => {
    await assertKnownPartner(deps.db, body.partnerId);
    return (await updateLeadCalls(deps.db, sessionId, body)) ?? Promise.reject(notFound(LEAD_ERRORS.noLead));
  });
};
