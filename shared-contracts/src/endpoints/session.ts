/**
 * Consumer POST /session, GET /session/{reference id}, PATCH /session, POST /session/benefits, and the
 * EXTENSION PUT /session/extra-help.
 */
import {
  benefitsBodySchema,
  benefitsResponseSchema,
  extraHelpBodySchema,
  extraHelpResponseSchema,
  sessionCreateBodySchema,
  sessionCreateResponseSchema,
  sessionParamsSchema,
  sessionResponseSchema,
  sessionUpdateBodySchema,
  sessionUpdateResponseSchema,
} from '../api/session';
import { defineEndpoint } from './endpoint';

export const sessionEndpoints = {
  create: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'session',
    summary: 'Start a session: an access token (JWT) and an unguessable websiteReferenceId',
    auth: 'none',
    body: sessionCreateBodySchema,
    response: sessionCreateResponseSchema,
    status: 201,
  }),
  /** Also the session restore: the stored token is passed as the call's token. */
  detail: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'session/{referenceId}',
    summary: "The token's own session with a renewed access token (404 for any other reference id)",
    auth: 'session',
    params: sessionParamsSchema,
    response: sessionResponseSchema,
  }),
  update: defineEndpoint({
    service: 'consumer',
    method: 'patch',
    path: 'session',
    summary: 'Update year, zip/fips, landing_url, external_uuid, agentUuid or accountId',
    auth: 'session',
    body: sessionUpdateBodySchema,
    response: sessionUpdateResponseSchema,
  }),
  benefits: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'session/benefits',
    summary: "Replace the session's benefit preferences (empty and 'Not important' are not stored)",
    auth: 'session',
    body: benefitsBodySchema,
    response: benefitsResponseSchema,
  }),
  extraHelp: defineEndpoint({
    service: 'consumer',
    method: 'put',
    path: 'session/extra-help',
    summary:
      "Extension: whether the person gets Extra Help (full, partial, no, unknown); plan estimates use the year's Extra Help amounts",
    auth: 'session',
    body: extraHelpBodySchema,
    response: extraHelpResponseSchema,
  }),
};
