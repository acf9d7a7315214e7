/**
 * The enrollment hand-off: POST plans/enrollment (the carrier link) and the data-warehouse record of it
 * (POST aep_analytics/plan_enrollment/, transaction id only). Nothing is cached: each is a mutation.
 */
import { useMutation } from '@tanstack/react-query';
import type { EnrollmentBody, PlanEnrollmentEventBody } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';

export const useEnrollmentMutation = () => {
  const { api } = useHost();
  return useMutation({
    mutationFn: async (body: EnrollmentBody) => (await api.call(endpoints.enrollment.create, { body })).cntr,
  });
};

export const useRecordEnrollmentMutation = () => {
  const { api } = useHost();
  return useMutation({
    mutationFn: async (body: PlanEnrollmentEventBody) => {
      await api.call(endpoints.dw.planEnrollment, { body });
    },
  });
};
