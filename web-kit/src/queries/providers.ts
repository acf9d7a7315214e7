/**
 * Doctors: POST providers/search, the session's doctors (read from GET session/{referenceId}), POST
 * providers, DELETE providers/{uuid} and PATCH providers/update/{uuid}. A change to the person's doctors
 * changes every plan's network answer: the session, the plans and the searches (which leave out chosen
 * doctors) are invalidated, and the host is asked to raise its plan fetch flags (spec 4).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ProviderSearchResult,
  type SessionProvider,
  saveProviderBodyFor,
  sessionProviderSchema,
} from 'shared-contracts/api/providers';
import { providersEndpoints } from 'shared-contracts/endpoints/providers';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import { useHost } from 'shared-contracts/react';
import { planKeys } from 'web-kit/queries/plans';
import { sessionKeys } from 'web-kit/queries/session';

export interface DoctorSearchParams {
  zipCode: string;
  searchTerm: string;
  year: number;
  skip: number;
  take: number;
  /** Spec 5: chosen doctors are left out unless this is true. */
  includeSelected: boolean;
}

export const providerKeys = {
  all: ['providers'] as const,
  searches: () => ['providers', 'search'] as const,
  search: (params: DoctorSearchParams) => ['providers', 'search', params] as const,
  // Under the session's key, so whatever refreshes the session refreshes its doctors too.
  chosen: (referenceId: string) => [...sessionKeys.detail(referenceId), 'providers'] as const,
};

/** Searches only with a session (the call needs its token) and a ZIP; the last page stays while the next loads. */
export const useDoctorSearchQuery = (params: DoctorSearchParams | null) => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: providerKeys.search(
      params ?? { zipCode: '', searchTerm: '', year: 0, skip: 0, take: 0, includeSelected: false },
    ),
    queryFn: ({ signal }) =>
      api.call(
        providersEndpoints.search,
        { body: { ...params!, searchTerm: params!.searchTerm.trim() || undefined } },
        { signal },
      ),
    enabled: session !== null && params !== null && /^\d{5}$/.test(params.zipCode),
    placeholderData: keepPreviousData,
  });
};

/** The person's chosen doctors, oldest first. */
export const useChosenDoctorsQuery = () => {
  const { session, api } = useHost();
  const referenceId = session?.websiteReferenceId ?? '';
  return useQuery({
    queryKey: providerKeys.chosen(referenceId),
    queryFn: async ({ signal }): Promise<SessionProvider[]> => {
      const data = await api.call(sessionEndpoints.detail, { params: { referenceId } }, { signal });
      // A stored doctor the schema does not know must not hide the others.
      return data.providers.flatMap((p) => {
        const parsed = sessionProviderSchema.safeParse(p);
        return parsed.success ? [parsed.data] : [];
      });
    },
    enabled: session !== null,
  });
};

const useDoctorsChanged = () => {
  const { events } = useHost();
  const queryClient = useQueryClient();
  return async () => {
    events.emit('plans:reset-requested', { reason: 'providers' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      queryClient.invalidateQueries({ queryKey: providerKeys.searches() }),
    ]);
  };
};

/** Adds a search result to the session for the plan year; resolves to the doctor as stored. */
export const useAddDoctorMutation = () => {
  const { api } = useHost();
  const changed = useDoctorsChanged();
  return useMutation({
    mutationFn: async ({ doctor, year }: { doctor: ProviderSearchResult; year: number }) =>
      (
        await api.call(providersEndpoints.save, {
          body: saveProviderBodyFor(doctor, year),
        })
      ).cntr,
    onSuccess: changed,
  });
};

export const useRemoveDoctorMutation = () => {
  const { api } = useHost();
  const changed = useDoctorsChanged();
  return useMutation({
    mutationFn: (uuid: string) => api.call(providersEndpoints.remove, { params: { uuid } }),
    onSuccess: changed,
  });
};

/** Spec 4: toggling PCP flips isPcp; the plan year goes with it. */
export const useTogglePcpMutation = () => {
  const { api } = useHost();
  const changed = useDoctorsChanged();
  return useMutation({
    mutationFn: async ({ doctor, year }: { doctor: SessionProvider; year: number }) =>
      (
        await api.call(providersEndpoints.update, {
          params: { uuid: doctor.uuid },
          body: { uuid: doctor.uuid, isPcp: !doctor.isPcp, year, updated_by: 'consumer' },
        })
      ).cntr,
    onSuccess: changed,
  });
};
