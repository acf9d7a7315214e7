/**
 * Pharmacies: GET pharmacies (search, appended page by page), GET pharmacies/{id} (an extension for the
 * detail page), the session's pharmacies (read from GET session/{referenceId}), POST session/pharmacies
 * and DELETE session/pharmacies/{id}. A change to the person's pharmacies changes plan prices: the
 * plans are invalidated.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_TAKE } from 'shared-contracts';
import { sessionPharmaciesResponseSchema } from 'shared-contracts/api/pharmacies';
import { pharmaciesEndpoints } from 'shared-contracts/endpoints/pharmacies';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import { useHost } from 'shared-contracts/react';
import { planKeys } from 'web-kit/queries/plans';
import { sessionKeys } from 'web-kit/queries/session';
import { report } from 'web-kit/reporting';

export interface PharmacySearchParams {
  zip: string;
  mailOrder: boolean;
}

export type ChosenPharmacy = ReturnType<typeof sessionPharmaciesResponseSchema.parse>['cntr'][number];

export const pharmacyKeys = {
  all: ['pharmacies'] as const,
  search: (params: PharmacySearchParams) => ['pharmacies', 'search', params] as const,
  detail: (id: string, zip: string) => ['pharmacies', 'detail', id, zip] as const,
  chosen: (referenceId: string) => [...sessionKeys.detail(referenceId), 'pharmacies'] as const,
};

const isZip = (zip: string) => /^\d{5}$/.test(zip);

/** Spec 4: results are appended page by page; `fetchNextPage` is "Show more". */
export const usePharmacySearchQuery = (params: PharmacySearchParams) => {
  const { session, api } = useHost();
  return useInfiniteQuery({
    queryKey: pharmacyKeys.search(params),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.call(
          pharmaciesEndpoints.search,
          {
            query: { zip: params.zip, mailOrder: params.mailOrder, take: DEFAULT_PAGE_TAKE, skip: pageParam },
          },
          { signal },
        )
      ).cntr,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.pharmacyList.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled: session !== null && isZip(params.zip),
  });
};

export const usePharmacyQuery = (id: string, zip: string) => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: pharmacyKeys.detail(id, zip),
    queryFn: async ({ signal }) =>
      (
        await api.call(
          pharmaciesEndpoints.detail,
          { params: { pharmacyRecordID: id }, query: { zip } },
          { signal },
        )
      ).cntr,
    enabled: session !== null && isZip(zip) && id !== '',
  });
};

/** The person's pharmacies, oldest first. */
export const useChosenPharmaciesQuery = () => {
  const { session, api } = useHost();
  const referenceId = session?.websiteReferenceId ?? '';
  return useQuery({
    queryKey: pharmacyKeys.chosen(referenceId),
    queryFn: async ({ signal }): Promise<ChosenPharmacy[]> => {
      const data = await api.call(sessionEndpoints.detail, { params: { referenceId } }, { signal });
      const chosen = sessionPharmaciesResponseSchema.shape.cntr.safeParse(data.pharmacies);
      return chosen.success ? chosen.data : [];
    },
    enabled: session !== null,
  });
};

/** Pharmacies are not among spec 4's flag resets, but plan prices and networks depend on them. */
const usePharmaciesChanged = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: planKeys.all });
};

/**
 * Saves the chosen pharmacies. Spec 4: the chosen list is replaced by the server's list, or emptied
 * when the answer has none. Spec 8: a failed save stops without a message, so the caller only learns
 * whether it worked.
 */
export const useSavePharmaciesMutation = () => {
  const { api, session } = useHost();
  const queryClient = useQueryClient();
  const changed = usePharmaciesChanged();
  const referenceId = session?.websiteReferenceId ?? '';
  return useMutation({
    mutationFn: async (pharmacyRecordIDs: string[]) =>
      (await api.call(pharmaciesEndpoints.save, { body: { pharmacyRecordIDs, updatedBy: 'consumer' } })).cntr,
    onSuccess: (list) => {
      queryClient.setQueryData(pharmacyKeys.chosen(referenceId), list ?? []);
      changed();
    },
  });
};

/** Spec 8: a failed removal is reported to error reporting only. */
export const useRemovePharmacyMutation = () => {
  const { api, session } = useHost();
  const queryClient = useQueryClient();
  const changed = usePharmaciesChanged();
  const referenceId = session?.websiteReferenceId ?? '';
  return useMutation({
    mutationFn: (pharmacyRecordID: string) =>
      api.call(pharmaciesEndpoints.remove, { params: { pharmacyRecordID } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<ChosenPharmacy[]>(pharmacyKeys.chosen(referenceId), (list) =>
        (list ?? []).filter((p) => p.pharmacyRecordID !== id),
      );
      changed();
    },
    onError: (error) => report('pharmacy-remove', error),
  });
};
