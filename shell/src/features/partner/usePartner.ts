/** The partner a partner page names (its route param), for its branding; needs the partner token. */
import { useEffect, useState } from 'react';
import { type Partner, partnerSchema } from 'shared-contracts/api';
import type { ApiClients } from 'shared-contracts/http';
import { partnerIdOf, useCurrentRoute } from '../routing/current-route';

export const usePartner = (api: ApiClients, partnerToken: string | undefined) => {
  const partnerId = partnerIdOf(useCurrentRoute());
  const [partner, setPartner] = useState<Partner | null>(null);
  useEffect(() => {
    if (!partnerId || !partnerToken) {
      setPartner(null);
      return;
    }
    api.partners.call('get', `partners/${partnerId}`, { schema: partnerSchema }).then(setPartner, (e) => {
      console.warn('[partner] not found', e);
      setPartner(null);
    });
  }, [partnerId, partnerToken, api]);
  return partner;
};
