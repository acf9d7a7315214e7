/** Drug search, a drug's dosages, and changes to the session's drugs (which reset the plan fetch flags). */
import { useCallback } from 'react';
import type { DrugDetail, SaveDosageBody } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { useResource } from '../common/useResource';
import { forgetSessionData } from '../common/useSessionData';
import { forgetPlanDetails } from '../plan-details/usePlanDetail';
import { forgetPlans } from '../plan-list/usePlans';

export const useDrugSearch = (name: string) => {
  const { session, api } = useHost();
  const term = name.trim();
  return useResource(
    session && term.length >= 2 ? `${session.accessToken}|${term.toLowerCase()}` : null,
    async (signal) =>
      (await api.call(endpoints.drugs.search, { query: { name: term, limit: 10 } }, { signal })).cntr,
  );
};

const detailCache = new Map<string, Promise<DrugDetail>>();
export const useDrugDetail = (id: string | undefined) => {
  const { session, api } = useHost();
  return useResource(
    session && id ? `${session.accessToken}|${id}` : null,
    async (signal) => (await api.call(endpoints.drugs.detail, { params: { id: id! } }, { signal })).cntr,
    detailCache,
  );
};

/** After any drug change: every cached list is stale here, and the shell raises its plan fetch flags. */
const useDrugsChanged = () => {
  const { events } = useHost();
  return useCallback(() => {
    forgetSessionData();
    forgetPlans();
    forgetPlanDetails();
    events.emit('plans:reset-requested', { reason: 'drugs' });
  }, [events]);
};

export const useSaveDosage = () => {
  const { api } = useHost();
  const changed = useDrugsChanged();
  return useCallback(
    async (body: SaveDosageBody) => {
      const saved = await api.call(endpoints.drugs.saveDosage, { body });
      changed();
      // Spec 4: the record id of the new drug is found by its ndc.
      return saved.cntr.find((d) => d.ndc === body.ndc) ?? null;
    },
    [api, changed],
  );
};

export const useRemoveDosage = () => {
  const { api } = useHost();
  const changed = useDrugsChanged();
  return useCallback(
    async (dosageRecordID: string) => {
      await api.call(endpoints.drugs.deleteDosage, { params: { recordId: dosageRecordID } });
      changed();
    },
    [api, changed],
  );
};
