/**
 * Drugs: GET drugs (search), GET drugs/{id} (its dosages), POST session/dosages and DELETE
 * session/dosages/{recordId}. A change to the person's drugs changes every plan's cost: the session and
 * every plan query are invalidated, and the host is asked to raise its plan fetch flags (spec 4).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveDosageBody } from 'shared-contracts/api/drugs';
import { drugsEndpoints } from 'shared-contracts/endpoints/drugs';
import { useHost } from 'shared-contracts/react';
import { planKeys } from 'web-kit/queries/plans';
import { sessionKeys } from 'web-kit/queries/session';

export const drugKeys = {
  all: ['drugs'] as const,
  searches: () => ['drugs', 'search'] as const,
  search: (term: string) => ['drugs', 'search', term] as const,
  detail: (id: string) => ['drugs', 'detail', id] as const,
};

/** Search from two letters on; the api leaves out the drugs the person already has. */
export const useDrugSearchQuery = (name: string) => {
  const { session, api } = useHost();
  const term = name.trim();
  return useQuery({
    queryKey: drugKeys.search(term.toLowerCase()),
    queryFn: async ({ signal }) =>
      (await api.call(drugsEndpoints.search, { query: { name: term, limit: 10 } }, { signal })).cntr,
    enabled: session !== null && term.length >= 2,
  });
};

export const useDrugQuery = (id: string | undefined) => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: drugKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.call(drugsEndpoints.detail, { params: { id: id! } }, { signal })).cntr,
    enabled: session !== null && !!id,
  });
};

const useDrugsChanged = () => {
  const { events } = useHost();
  const queryClient = useQueryClient();
  return async () => {
    events.emit('plans:reset-requested', { reason: 'drugs' });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
      // Search results leave out the person's drugs, so they changed too.
      queryClient.invalidateQueries({ queryKey: drugKeys.searches() }),
    ]);
  };
};

/** Adds a dosage; resolves to the new record (spec 4: found by its ndc in the session's dosages). */
export const useSaveDosageMutation = () => {
  const { api } = useHost();
  const changed = useDrugsChanged();
  return useMutation({
    mutationFn: async (body: SaveDosageBody) => {
      const saved = await api.call(drugsEndpoints.saveDosage, { body });
      return saved.cntr.find((d) => d.ndc === body.ndc) ?? null;
    },
    onSuccess: changed,
  });
};

export const useRemoveDosageMutation = () => {
  const { api } = useHost();
  const changed = useDrugsChanged();
  return useMutation({
    mutationFn: (dosageRecordID: string) =>
      api.call(drugsEndpoints.deleteDosage, { params: { recordId: dosageRecordID } }),
    onSuccess: changed,
  });
};
