/** Content: the campaign phone table (spec 4, 9) the phone rules pick from, once per visit. */
import { useQuery } from '@tanstack/react-query';
import { contentEndpoints } from 'shared-contracts/endpoints/content';
import { useHost } from 'shared-contracts/react';

// The same key as the shell's chrome uses for the same call.
export const contentKeys = { phoneNumbers: () => ['content', 'phoneNumbers'] as const };

export const usePhoneTableQuery = () => {
  const { api } = useHost();
  return useQuery({
    queryKey: contentKeys.phoneNumbers(),
    queryFn: ({ signal }) => api.call(contentEndpoints.phoneNumbers, {}, { signal }),
  });
};
