/**
 * Partner branding: the partner a partner page names (its route param: colours, number), and the
 * co-brand logo of the USN site id on every page (spec 1). Both need the partner token.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { USN_PARTNER_ID, USN_SITE_ID } from 'shared-contracts';
import { partnersEndpoints } from 'shared-contracts/endpoints/partners';
import type { ApiClient } from 'shared-contracts/http';
import { partnerIdOf, useCurrentRoute } from '../routing';

// Keyed by the endpoint descriptor that answers.
const partnerKeys = { detail: (id: string) => ['partners', 'detail', id] as const };

const usePartnerRecord = (api: ApiClient, partnerId: string | null, partnerToken: string | undefined) =>
  useQuery({
    queryKey: partnerKeys.detail(partnerId ?? ''),
    queryFn:
      partnerId && partnerToken
        ? () => api.call(partnersEndpoints.detail, { params: { id: partnerId } })
        : skipToken,
  }).data ?? null;

export const usePartner = (api: ApiClient, partnerToken: string | undefined) =>
  // A page that names no partner, or a partner not found, keeps the site's own branding.
  usePartnerRecord(api, partnerIdOf(useCurrentRoute()), partnerToken);

/** The extra logo of the USN co-branded variant (site id USN), or null (no logo: nothing extra shown). */
export const useCoBrandLogo = (api: ApiClient, partnerToken: string | undefined, allId: string | undefined) =>
  usePartnerRecord(api, allId === USN_SITE_ID ? USN_PARTNER_ID : null, partnerToken)?.logo ?? null;
