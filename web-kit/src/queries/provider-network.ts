/**
 * Provider network: POST locations (search, 20 a page), GET metadata (counts near a ZIP), and the
 * session's saved locations (GET, POST, DELETE session-provider-network-locations).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationsSearchBody } from 'shared-contracts/api/provider-network';
import { providerNetworkEndpoints } from 'shared-contracts/endpoints/provider-network';
import { sessionLocationsEndpoints } from 'shared-contracts/endpoints/session-locations';
import { useHost } from 'shared-contracts/react';
import { report, useReportError } from 'web-kit/reporting';

export const providerNetworkKeys = {
  all: ['provider-network'] as const,
  locations: (body: LocationsSearchBody) => ['provider-network', 'locations', body] as const,
  metadata: (zipCode: string) => ['provider-network', 'metadata', zipCode] as const,
  saved: (referenceId: string) => ['provider-network', 'saved', referenceId] as const,
};

const isZip = (zip: string) => /^\d{5}$/.test(zip);

/** Spec 8: search errors are rejected to the caller (the query's error). The last page stays while the next loads. */
export const useNetworkLocationsQuery = (body: LocationsSearchBody) => {
  const { api } = useHost();
  return useQuery({
    queryKey: providerNetworkKeys.locations(body),
    queryFn: ({ signal }) => api.call(providerNetworkEndpoints.locations, { body }, { signal }),
    enabled: isZip(body.zipCode),
    placeholderData: keepPreviousData,
  });
};

/** The counts near a ZIP: the first item of the list (spec 7). Errors are reported (spec 8). */
export const useNetworkMetadataQuery = (zipCode: string) => {
  const { api } = useHost();
  const query = useQuery({
    queryKey: providerNetworkKeys.metadata(zipCode),
    queryFn: async ({ signal }) =>
      (await api.call(providerNetworkEndpoints.metadata, { query: { zipCode } }, { signal }))[0] ?? null,
    enabled: isZip(zipCode),
  });
  useReportError('provider-metadata', query.error);
  return query;
};

export const useSavedLocationsQuery = () => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: providerNetworkKeys.saved(session?.websiteReferenceId ?? ''),
    queryFn: async ({ signal }) => (await api.call(sessionLocationsEndpoints.list, {}, { signal })).cntr,
    enabled: session !== null,
  });
};

/** Spec 6: a session-provider-network write says who made it: the consumer's e-mail, or 'agent'. */
export const useUpdatedBy = () => {
  const { consumer } = useHost();
  return consumer.emailAddress || 'agent';
};

/** Saving a provider group (a network location) to the session; a failure is reported only (spec 8). */
export const useSaveLocationMutation = () => {
  const { api, session } = useHost();
  const queryClient = useQueryClient();
  const updatedBy = useUpdatedBy();
  return useMutation({
    mutationFn: (location: { id: string; providers: { npi: string; name: string }[] }) =>
      api.call(sessionLocationsEndpoints.create, {
        body: { locationId: location.id, updatedBy, providers: location.providers },
      }),
    onError: (error) => report('provider-group-save', error),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: providerNetworkKeys.saved(session?.websiteReferenceId ?? ''),
      }),
  });
};

export const useRemoveLocationMutation = () => {
  const { api, session } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(sessionLocationsEndpoints.remove, { params: { id } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: providerNetworkKeys.saved(session?.websiteReferenceId ?? ''),
      }),
  });
};
