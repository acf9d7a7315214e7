/**
 * Places (no auth, spec 6): the counties of a ZIP, the market lookup that says whether the area is
 * served, and the covered-area check (primary, secondary or neither market).
 */
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from 'shared-contracts';
import { locationEndpoints } from 'shared-contracts/endpoints/location';
import { useHost } from 'shared-contracts/react';
import { useReportError } from 'web-kit/reporting';

export const locationKeys = {
  counties: (zip: string) => ['location', 'counties', zip] as const,
  covered: (zip: string, fips: string | undefined) => ['location', 'covered', zip, fips ?? ''] as const,
};

const isZip = (zip: string) => /^\d{5}$/.test(zip);

/**
 * Every county of a complete ZIP, the main one first (spec 4: the first is preselected). A failed lookup
 * is reported and silently ignored (spec 8): no counties.
 */
export const useCountiesQuery = (zip: string) => {
  const { api } = useHost();
  const query = useQuery({
    queryKey: locationKeys.counties(zip),
    queryFn: async ({ signal }) =>
      (await api.call(locationEndpoints.counties, { query: { zip } }, { signal })).cntr,
    enabled: isZip(zip),
  });
  useReportError('county-lookup', query.error);
  return query;
};

/** The served place of a ZIP and county, or null when the area is not served (the markets 404). */
export const useMarketLookup = () => {
  const { api } = useHost();
  return async (zip: string, fips?: string) => {
    try {
      return await api.call(locationEndpoints.markets, { query: { zip, ...(fips ? { fips } : {}) } });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
};

/** The covered-area check; a failure is reported only (spec 8). */
export const useCoveredQuery = (zip: string, fips: string | undefined) => {
  const { api } = useHost();
  const query = useQuery({
    queryKey: locationKeys.covered(zip, fips),
    queryFn: ({ signal }) =>
      api.call(locationEndpoints.covered, { query: { zip, ...(fips ? { fips } : {}) } }, { signal }),
    enabled: isZip(zip),
  });
  useReportError('coverage-check', query.error);
  return query;
};
