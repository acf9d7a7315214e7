/** The content the chrome needs: operation hours, disclaimers, and the campaign phone table. */
import { useQuery } from '@tanstack/react-query';
import { isoDate } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { fetchPhoneNumbers, fetchSiteOptions } from './site-content';

export const contentKeys = {
  // Disclaimers are windowed by day: another day is another answer.
  siteOptions: (day: string) => ['content', 'site-options', day] as const,
  phoneNumbers: () => ['content', 'phone-numbers'] as const,
};

export const useSiteContent = (api: ApiClient) => {
  const today = new Date();
  const siteOptions = useQuery({
    queryKey: contentKeys.siteOptions(isoDate(today)),
    queryFn: () => fetchSiteOptions(api, today),
  });
  const phoneTable = useQuery({
    queryKey: contentKeys.phoneNumbers(),
    queryFn: () => fetchPhoneNumbers(api),
  });
  return { siteOptions: siteOptions.data ?? null, phoneTable: phoneTable.data ?? null };
};
