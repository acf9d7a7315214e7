/** Scope of appointment (extension): the session's record of what the meeting may cover. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SoaCreateBody } from 'shared-contracts/api/scope-of-appointment';
import { scopeOfAppointmentEndpoints } from 'shared-contracts/endpoints/scope-of-appointment';
import { useHost } from 'shared-contracts/react';
import { memberKeys } from 'web-kit/queries/member';

export const soaKeys = {
  all: ['scope-of-appointment'] as const,
  detail: (id: string) => ['scope-of-appointment', id] as const,
};

export const useSoaQuery = (id: string | undefined) => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: soaKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.call(scopeOfAppointmentEndpoints.detail, { params: { id: id ?? '' } }, { signal }),
    enabled: session !== null && !!id,
  });
};

export const useCreateSoaMutation = () => {
  const { api } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SoaCreateBody) => api.call(scopeOfAppointmentEndpoints.create, { body }),
    onSuccess: async (soa) => {
      queryClient.setQueryData(soaKeys.detail(soa.id), soa);
      // The member pages show an opportunity's scope of appointment.
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
};
