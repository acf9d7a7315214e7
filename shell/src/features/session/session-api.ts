/** The session machine's and the set-location rule's calls to the consumer service. */

import type { MarketsResponse } from 'shared-contracts/api/location';
import type { EndpointBody } from 'shared-contracts/endpoints';
import { locationEndpoints } from 'shared-contracts/endpoints/location';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import type { ApiClient } from 'shared-contracts/http';
import type { RestoredSession } from './session.machine';

export const fetchSession = async (
  api: ApiClient,
  referenceId: string,
  token: string,
): Promise<RestoredSession> => {
  // The token being restored is sent explicitly: it is not the app's current one yet.
  const s = await api.call(sessionEndpoints.detail, { params: { referenceId } }, { token });
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
  api: ApiClient,
  input: { zip?: string; fips?: string; landingUrl: string },
): Promise<RestoredSession> => {
  const s = await api.call(sessionEndpoints.create, {
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

export const updateSession = (api: ApiClient, body: EndpointBody<typeof sessionEndpoints.update>) =>
  api.call(sessionEndpoints.update, { body });

export const fetchCounties = async (api: ApiClient, zip: string) =>
  (await api.call(locationEndpoints.counties, { query: { zip } })).cntr;

/** The market lookup; null when the area is not served or the lookup fails. */
export const lookupMarket = async (
  api: ApiClient,
  zip: string,
  fips?: string,
): Promise<MarketsResponse | null> => {
  try {
    return await api.call(locationEndpoints.markets, { query: { zip, ...(fips ? { fips } : {}) } });
  } catch (error) {
    console.warn('[location] market lookup failed', error);
    return null;
  }
};
