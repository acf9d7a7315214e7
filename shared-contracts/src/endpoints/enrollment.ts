/** Consumer POST /plans/enrollment and the development carrier landing page its link points at. */
import {
  carrierLandingParamsSchema,
  carrierLandingQuerySchema,
  carrierLandingResponseSchema,
  enrollmentBodySchema,
  enrollmentResponseSchema,
} from '../api/enrollment';
import { defineEndpoint } from './endpoint';

export const enrollmentEndpoints = {
  create: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'plans/enrollment',
    summary:
      "Validate and store an enrollment hand-off; cntr.url and cntr.parameters form the carrier's link",
    auth: 'session',
    body: enrollmentBodySchema,
    response: enrollmentResponseSchema,
    status: 201,
  }),
  /** Served outside production only. */
  devCarrierLanding: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'dev/carrier-enrollment/{carrierId}',
    summary: 'Development only: the sample carrier landing page, showing the hand-off it received',
    auth: 'none',
    params: carrierLandingParamsSchema,
    query: carrierLandingQuerySchema,
    response: carrierLandingResponseSchema,
  }),
};
