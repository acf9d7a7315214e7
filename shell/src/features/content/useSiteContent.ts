/** The content the chrome needs: operation hours (kept from the last visit until they come), disclaimers, and the campaign phone table. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isoDate, type Language } from 'shared-contracts';
import type { ApiClient } from 'shared-contracts/http';
import { reportFailure } from '../analytics';
import { fetchPhoneNumbers, fetchSiteOptions } from './site-content';
import { readStoredHours, storeHours } from './stored-hours';

// Keyed by the endpoint descriptor that answers.
const contentKeys = {
  // Disclaimers are windowed by day: another day is another answer; the hours and the disclaimers are
  // written in the visit's language (the api answers in the Accept-Language the client sends).
  siteOptions: (day: string, language: Language) => ['content', 'siteOptions', day, language] as const,
  phoneNumbers: () => ['content', 'phoneNumbers'] as const,
};

export const useSiteContent = (api: ApiClient, language: Language) => {
  const today = new Date();
  const siteOptions = useQuery({
    queryKey: contentKeys.siteOptions(isoDate(today), language),
    // After a change of language the chrome keeps the last words until the new ones arrive.
    placeholderData: keepPreviousData,
    // Kept for the next visit's first render (stored-hours.ts); a failure is reported, and the chrome goes
    // on without it: the hours of the last answer, no disclaimers, the sample-data notice.
    queryFn: () =>
      fetchSiteOptions(api, today).then(
        (options) => {
          storeHours(language, options.operation_hours);
          return options;
        },
        (error: unknown) => {
          reportFailure('site-content', error);
          throw error;
        },
      ),
  });
  const phoneTable = useQuery({
    queryKey: contentKeys.phoneNumbers(),
    queryFn: () => fetchPhoneNumbers(api),
  });
  // Until this language's answer comes: the hours it gave last time (stored-hours.ts), else the last
  // language's words (kept while the new ones load), else none.
  const answered = siteOptions.isPlaceholderData ? undefined : siteOptions.data?.operation_hours;
  const operationHours = answered ?? readStoredHours(language) ?? siteOptions.data?.operation_hours ?? null;
  return { siteOptions: siteOptions.data ?? null, phoneTable: phoneTable.data ?? null, operationHours };
};
