/** Partners: GET partners/{id} (name, colours, phone) for a partner page's branding, with the partner token. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { partnersEndpoints } from 'shared-contracts/endpoints/partners';
import { useHost } from 'shared-contracts/react';

// The same key as the shell's chrome uses for the same call: one request per partner and visit.
export const partnerKeys = { detail: (id: string) => ['partners', 'detail', id] as const };

export const usePartnerQuery = (partnerId: string | undefined) => {
  const { api, config } = useHost();
  return useQuery({
    queryKey: partnerKeys.detail(partnerId ?? ''),
    queryFn:
      partnerId && config.partnerToken
        ? ({ signal }) => api.call(partnersEndpoints.detail, { params: { id: partnerId } }, { signal })
        : skipToken,
  });
};
