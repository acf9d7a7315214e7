/**
 * Benefit preferences: POST session/benefits. Empty values are not sent and 'Not important' counts as
 * unselected (spec 5). A save changes every plan's ranking: the session and plan queries are
 * invalidated and the host raises its plan fetch flags (spec 4 reset on a change of benefits).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Benefit } from 'shared-contracts/api/session';
import { sessionEndpoints } from 'shared-contracts/endpoints/session';
import { useHost } from 'shared-contracts/react';
import { planKeys } from 'web-kit/queries/plans';
import { sessionKeys } from 'web-kit/queries/session';

const UNSELECTED = 'Not important';

/** The benefits worth sending: no empty values, no 'Not important'. */
export const selectedBenefits = (benefits: readonly Benefit[]): Benefit[] =>
  benefits.filter((b) => b.value !== '' && b.value !== UNSELECTED);

export const useSaveBenefitsMutation = () => {
  const { api, events } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (benefits: readonly Benefit[]) =>
      api.call(sessionEndpoints.benefits, {
        body: { benefitList: selectedBenefits(benefits), updatedBy: 'consumer' },
      }),
    onSuccess: async () => {
      events.emit('plans:reset-requested', { reason: 'benefits' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]);
    },
  });
};
