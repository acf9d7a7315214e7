/** The partner a partner page names (its route param), for its branding; needs the partner token. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { endpoints } from 'shared-contracts/endpoints';
import type { ApiClient } from 'shared-contracts/http';
import { partnerIdOf, useCurrentRoute } from '../routing/current-route';

export const partnerKeys = { detail: (id: string) => ['partners', id] as const };

export const usePartner = (api: ApiClient, partnerToken: string | undefined) => {
  const partnerId = partnerIdOf(useCurrentRoute());
  const { data } = useQuery({
    queryKey: partnerKeys.detail(partnerId ?? ''),
    queryFn:
      partnerId && partnerToken
        ? () => api.call(endpoints.partners.detail, { params: { id: partnerId } })
        : skipToken,
  });
  // A page that names no partner, or a partner not found, keeps the site's own branding.
  return data ?? null;
};
