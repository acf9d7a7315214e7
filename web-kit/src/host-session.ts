/**
 * A session of its own for a host that is not the shell (the partner embedding, a remote's dev host):
 * the ZIP's first county through the location call the shell's ZIP modal uses, then a new session.
 */
import { errorStatus, type RuntimeConfig } from 'shared-contracts';
import { apiErrorSchema } from 'shared-contracts/api/common';
import { locationEndpoints } from 'shared-contracts/endpoints/location';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import { createHostValue, type HostLocation, type HostSession } from 'shared-contracts/react';

export interface StartedSession {
  session: HostSession;
  location: HostLocation;
}

/**
 * The api's answer for a ZIP it does not know: a 400 with a field error on `zip` (GET location/counties).
 * Not a failure to retry: the person typed a ZIP that does not exist (00000).
 */
const isUnknownZip = (error: unknown) =>
  errorStatus(error) === 400 &&
  (apiErrorSchema.safeParse((error as { body?: unknown }).body).data?.issues ?? []).some(
    (issue) => issue.path === 'zip',
  );

/**
 * Null when the ZIP has no county or the api does not know it; a network or api failure throws (the host
 * decides how to retry).
 */
export const startSessionForZip = async (
  config: RuntimeConfig,
  zip: string,
  { landingUrl, signal }: { landingUrl: string; signal?: AbortSignal | undefined },
): Promise<StartedSession | null> => {
  const anonymous = createHostValue(config);
  const options = signal ? { signal } : {};
  const counties = await anonymous.api
    .call(locationEndpoints.counties, { query: { zip } }, options)
    .catch((error: unknown) => {
      if (isUnknownZip(error)) return { cntr: [] };
      throw error;
    });
  const county = counties.cntr[0];
  if (!county) return null;
  const created = await anonymous.api.call(
    sessionEndpoints.create,
    { body: { zip, fips: county.countyFIPS, landing_url: landingUrl } },
    options,
  );
  return {
    session: {
      websiteReferenceId: created.websiteReferenceId,
      accessToken: created.accessToken,
      connectureSessionId: created.connectureSessionId,
    },
    location: { zipCode: zip, fips: county.countyFIPS, countyName: county.countyName },
  };
};
