/**
 * Whether the person gets Extra Help: PUT session/extra-help (an EXTENSION of spec 7). Every plan's drug
 * estimate depends on it, so a save refreshes the session and every plan query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtraHelpLevel } from 'shared-contracts/api/session';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import { useHost } from 'shared-contracts/react';
import { planKeys } from 'web-kit/queries/plans';
import { sessionKeys } from 'web-kit/queries/session';

export const useSaveExtraHelpMutation = () => {
  const { api } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in the order chosen: a quick second answer never lands before the first.
    scope: { id: 'extra-help' },
    mutationFn: (extraHelp: ExtraHelpLevel) => api.call(sessionEndpoints.extraHelp, { body: { extraHelp } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
    },
  });
};
