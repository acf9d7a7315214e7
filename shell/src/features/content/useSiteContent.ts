/** The content the chrome needs: operation hours, disclaimers, and the campaign phone table. */
import { useQuery } from '@tanstack/react-query';
import { isoDate } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { reportFailure } from '../analytics';
import { fetchPhoneNumbers, fetchSiteOptions } from './site-content';

// Keyed by the endpoint descriptor that answers.
const contentKeys = {
  // Disclaimers are windowed by day: another day is another answer.
  siteOptions: (day: string) => ['content', 'siteOptions', day] as const,
  phoneNumbers: () => ['content', 'phoneNumbers'] as const,
};

export const useSiteContent = (api: ApiClient) => {
  const today = new Date();
  const siteOptions = useQuery({
    queryKey: contentKeys.siteOptions(isoDate(today)),
    // Reported, and the chrome goes on without it: default hours, no disclaimers, the sample-data notice.
    queryFn: () =>
      fetchSiteOptions(api, today).catch((error: unknown) => {
        reportFailure('site-content', error);
        throw error;
      }),
  });
  const phoneTable = useQuery({
    queryKey: contentKeys.phoneNumbers(),
    queryFn: () => fetchPhoneNumbers(api),
  });
  return { siteOptions: siteOptions.data ?? null, phoneTable: phoneTable.data ?? null };
};
