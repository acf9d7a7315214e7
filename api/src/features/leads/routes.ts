/** POST /leads (captcha-verified, one lead per session) and PUT /leads (call tracking). */
import { CAPTCHA_FAILED_MESSAGE } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { CaptchaUnavailableError } from '../../captcha';
import { ApiHttpError, badRequest, fieldError, notFound } from '../../http/errors';
import { Reply, type RouteRegistry } from '../../http/routes';
import { clientAddress } from '../../http/security';
import { resolveLocation } from '../location/public';
import { updateLeadCalls, upsertLead } from './leads';

const UNKNOWN_PARTNER = 'Unknown partner';

export const leadRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.leads.create,
    async ({ c, deps, body, sessionId }) => {
      const location = await resolveLocation(deps.db, body.zip, body.fips);
      if (body.partnerId) {
        const known = await deps.db.query('select 1 from partners where id = $1', [body.partnerId]);
        if (known.length === 0) throw fieldError('partnerId', UNKNOWN_PARTNER);
      }
      let verdict: { success: boolean };
      try {
        verdict = await deps.captcha(body.recaptchaToken ?? '', clientAddress(c, deps.config.trustProxy));
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
    { rateLimit: 'lead' },
  );

  routes.implement(
    endpoints.leads.update,
    async ({ deps, body, sessionId }) =>
      (await updateLeadCalls(deps.db, sessionId, body)) ??
      Promise.reject(notFound('No lead for this session')),
  );
};
