/** POST /session, GET /session/{reference id}, PATCH /session, POST /session/benefits (consumer service). */
import {
  benefitsBodySchema,
  benefitsResponseSchema,
  sessionCreateBodySchema,
  sessionCreateResponseSchema,
  sessionParamsSchema,
  sessionResponseSchema,
  sessionUpdateBodySchema,
  sessionUpdateResponseSchema,
} from 'shared-contracts/api';
import { notFound } from '../../http/errors';
import type { Services } from '../../http/routes';
import { createSession, readSession, replaceBenefits, updateSession } from './sessions';

export const sessionRoutes = ({ consumer }: Services) => {
  consumer.add({
    method: 'post',
    path: '/session',
    summary: 'Start a session: an access token (JWT) and an unguessable websiteReferenceId',
    auth: 'none',
    rateLimit: 'session',
    body: sessionCreateBodySchema,
    response: sessionCreateResponseSchema,
    status: 201,
    handler: async ({ deps, body }) => {
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
  });

  consumer.add({
    method: 'get',
    path: '/session/:referenceId',
    summary: "The token's own session with a renewed access token (404 for any other reference id)",
    auth: 'session',
    params: sessionParamsSchema,
    response: sessionResponseSchema,
    handler: async ({ deps, params, sessionId }) => {
      const session = await readSession(deps, sessionId, params.referenceId);
      if (!session) throw notFound('Session not found');
      const { token, expiresAt } = await deps.tokens.issue(sessionId);
      return { accessData: { accessToken: token, expiresAt: expiresAt.toISOString() }, ...session };
    },
  });

  consumer.add({
    method: 'patch',
    path: '/session',
    summary: 'Update year, zip/fips, landing_url, external_uuid, agentUuid or accountId',
    auth: 'session',
    body: sessionUpdateBodySchema,
    response: sessionUpdateResponseSchema,
    handler: async ({ deps, body, sessionId }) => ({
      external_uuid: await updateSession(deps.db, sessionId, body),
    }),
  });

  consumer.add({
    method: 'post',
    path: '/session/benefits',
    summary: "Replace the session's benefit preferences (empty and 'Not important' are not stored)",
    auth: 'session',
    body: benefitsBodySchema,
    response: benefitsResponseSchema,
    handler: async ({ deps, body, sessionId }) => ({
      benefits: await replaceBenefits(deps.db, sessionId, body.benefitList, body.updatedBy),
    }),
  });
};
