/**
 * The enrollment hand-off: POST plans/enrollment (the carrier link) and the data-warehouse record of it
 * (POST aep_analytics/plan_enrollment/, transaction id only). Nothing is cached: each is a mutation.
 */
import { useMutation } from '@tanstack/react-query';
import type { PlanEnrollmentEventBody } from 'shared-contracts/api/dw';
import type { EnrollmentBody } from 'shared-contracts/api/enrollment';
import { dwEndpoints } from 'shared-contracts/endpoints/dw';
import { enrollmentEndpoints } from 'shared-contracts/endpoints/enrollment';
import { useHost } from 'shared-contracts/react';

export const useEnrollmentMutation = () => {
  const { api } = useHost();
  return useMutation({
    mutationFn: async (body: EnrollmentBody) => (await api.call(enrollmentEndpoints.create, { body })).cntr,
  });
};

export const useRecordEnrollmentMutation = () => {
  const { api } = useHost();
  return useMutation({
    mutationFn: async (body: PlanEnrollmentEventBody) => {
      await api.call(dwEndpoints.planEnrollment, { body });
    },
  });
};
