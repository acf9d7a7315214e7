/** GET plans/{id} for the person's county (retail or mail order pricing). */
import type { PlanDetailResponse } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { useResource } from '../common/useResource';

const detailCache = new Map<string, Promise<PlanDetailResponse['cntr']>>();
export const forgetPlanDetails = () => detailCache.clear();

export const usePlanDetail = (id: string | null, isMailOrder = false) => {
  const { session, location, planYear, api } = useHost();
  const key =
    id && session && location
      ? [session.accessToken, id, location.zipCode, location.fips, planYear, isMailOrder].join('|')
      : null;
  return useResource(
    key,
    async (signal) =>
      (
        await api.call(
          endpoints.plans.detail,
          {
            params: { id: id! },
            query: { zip: location!.zipCode, fips: location!.fips, year: planYear, isMailOrder },
          },
          { signal },
        )
      ).cntr,
    detailCache,
  );
};
