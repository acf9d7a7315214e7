/** Consumer prefill (no auth): the record an agent made for /prefill/{uuid}/ (empty values left out). */
import { useQuery } from '@tanstack/react-query';
import { prefillEndpoints } from 'shared-contracts/endpoints/prefill';
import { useHost } from 'shared-contracts/react';

export const prefillKeys = { detail: (id: string) => ['prefill', id] as const };

export const usePrefillQuery = (id: string | undefined) => {
  const { api } = useHost();
  return useQuery({
    queryKey: prefillKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call(prefillEndpoints.detail, { params: { id: id! } }, { signal }),
    enabled: !!id,
  });
};
