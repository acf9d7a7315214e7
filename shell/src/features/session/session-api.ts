/** The session machine's and the set-location rule's calls to the consumer service. */

import {
  countiesResponseSchema,
  type MarketsResponse,
  marketsResponseSchema,
  sessionCreateResponseSchema,
  sessionResponseSchema,
  sessionUpdateResponseSchema,
} from 'shared-contracts/api';
import type { ApiClients } from 'shared-contracts/http';
import type { RestoredSession } from './session.machine';

export const fetchSession = async (
  api: ApiClients,
  referenceId: string,
  token: string,
): Promise<RestoredSession> => {
  // The token being restored is sent explicitly: it is not the app's current one yet.
  const s = await api.consumer.call('get', `session/${encodeURIComponent(referenceId)}`, {
    schema: sessionResponseSchema,
    token,
  });
  return {
    websiteReferenceId: s.websiteReferenceId,
    accessToken: s.accessData.accessToken,
    connectureSessionId: s.connectureSessionId,
    accountId: s.accountId,
    zip: s.zip,
    fips: s.fips,
    countyName: s.countyName,
    assignedAgent: s.assignedAgent,
  };
};

export const createSession = async (
  api: ApiClients,
  input: { zip?: string; fips?: string; landingUrl: string },
): Promise<RestoredSession> => {
  const s = await api.consumer.call('post', 'session', {
    noAuth: true,
    schema: sessionCreateResponseSchema,
    body: {
      ...(input.zip && input.fips ? { zip: input.zip, fips: input.fips } : {}),
      landing_url: input.landingUrl.slice(0, 2048),
      external_uuid: crypto.randomUUID(),
    },
  });
  return {
    websiteReferenceId: s.websiteReferenceId,
    accessToken: s.accessToken,
    connectureSessionId: s.connectureSessionId,
    accountId: null,
    zip: input.zip ?? null,
    fips: input.fips ?? null,
    countyName: null,
    assignedAgent: null,
  };
};

export const updateSession = (api: ApiClients, body: Record<string, unknown>) =>
  api.consumer.call('patch', 'session', { body, schema: sessionUpdateResponseSchema });

export const fetchCounties = async (api: ApiClients, zip: string) =>
  (
    await api.consumer.call('get', 'location/counties', {
      noAuth: true,
      query: { zip },
      schema: countiesResponseSchema,
    })
  ).cntr;

/** The market lookup; null when the area is not served or the lookup fails. */
export const lookupMarket = async (
  api: ApiClients,
  zip: string,
  fips?: string,
): Promise<MarketsResponse | null> => {
  try {
    return await api.consumer.call('get', 'markets', {
      noAuth: true,
      query: { zip, ...(fips ? { fips } : {}) },
      schema: marketsResponseSchema,
    });
  } catch (error) {
    console.warn('[location] market lookup failed', error);
    return null;
  }
};
