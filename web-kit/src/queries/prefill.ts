/** Consumer prefill (no auth): the record an agent made for /prefill/{uuid}/ (empty values left out). */
import { useQuery } from '@tanstack/react-query';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';

export const prefillKeys = { detail: (id: string) => ['prefill', id] as const };

export const usePrefillQuery = (id: string | undefined) => {
  const { api } = useHost();
  return useQuery({
    queryKey: prefillKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.prefill.detail, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });
};
