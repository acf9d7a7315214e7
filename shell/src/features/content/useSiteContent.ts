/** The content the chrome needs: operation hours, disclaimers, and the campaign phone table. */
import { useEffect, useState } from 'react';
import type { PhoneNumbers, SiteOptions } from 'shared-contracts/api';
import type { ApiClients } from 'shared-contracts/http';
import { fetchPhoneNumbers, fetchSiteOptions } from './site-content';

export const useSiteContent = (api: ApiClients) => {
  const [siteOptions, setSiteOptions] = useState<SiteOptions | null>(null);
  const [phoneTable, setPhoneTable] = useState<PhoneNumbers | null>(null);
  useEffect(() => {
    fetchSiteOptions(api).then(setSiteOptions, (e) => console.warn('[content] site options unavailable', e));
    fetchPhoneNumbers(api).then(setPhoneTable, (e) => console.warn('[content] phone numbers unavailable', e));
  }, [api]);
  return { siteOptions, phoneTable };
};
