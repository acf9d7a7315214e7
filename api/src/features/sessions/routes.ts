/**
 * POST /session, GET /session/{reference id}, PATCH /session, POST /session/benefits and PUT
 * /session/extra-help (consumer service).
 */
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { SESSION_ERRORS } from './messages';
import { createSession, readSession, replaceBenefits, saveExtraHelp, updateSession } from './sessions';

export const sessionRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.session.create,
    async ({ deps, body }) => {
      const session = await createSession(deps.db, body);
      const { token, expiresAt } = await deps.tokens.issue(session.id);
      return {
        accessToken: token,
        expiresAt: expiresAt.toISOString(),
        websiteReferenceId: session.referenceId,
        connectureSessionId: session.connectureSessionId,
        external_uuid: session.externalUuid,
      };
    },
    { rateLimit: 'session' },
  );

  routes.implement(endpoints.session.detail, async ({ deps, params, sessionId }) => {
    const session = await readSession(deps, sessionId, params.referenceId);
    if (!session) throw notFound(SESSION_ERRORS.sessionNotFound);
    const { token, expiresAt } = await deps.tokens.issue(sessionId);
    return { accessData: { accessToken: token, expiresAt: expiresAt.toISOString() }, ...session };
  });

  routes.implement(endpoints.session.update, async ({ deps, body, sessionId }) => ({
    external_uuid: await updateSession(deps.db, sessionId, body),
  }));

  routes.implement(endpoints.session.benefits, async ({ deps, body, sessionId }) => ({
    benefits: await replaceBenefits(deps.db, sessionId, body.benefitList, body.updatedBy),
  }));

  routes.implement(endpoints.session.extraHelp, async ({ deps, body, sessionId }) => ({
    extraHelp: await saveExtraHelp(deps.db, sessionId, body.extraHelp),
  }));
};
