/** Data warehouse POST /aep_analytics/page_views and /aep_analytics/plan_enrollment/ (no bearer token, spec 7). */
import {
  dwStoredResponseSchema,
  pageViewBodySchema,
  planEnrollmentEventBodySchema,
  webVitalsBodySchema,
} from '../api/dw';
import { defineEndpoint } from './endpoint';

export const dwEndpoints = {
  pageView: defineEndpoint({
    service: 'dataWarehouse',
    method: 'post',
    path: 'aep_analytics/page_views',
    aliases: ['aep_analytics/page_views/'],
    summary: 'Record a page view',
    auth: 'none',
    body: pageViewBodySchema,
    response: dwStoredResponseSchema,
    status: 201,
  }),
  webVitals: defineEndpoint({
    service: 'dataWarehouse',
    method: 'post',
    path: 'aep_analytics/web_vitals',
    summary: 'Extension: record the Core Web Vitals (LCP, INP, CLS) of a page load',
    auth: 'none',
    body: webVitalsBodySchema,
    response: dwStoredResponseSchema,
    status: 201,
  }),
  planEnrollment: defineEndpoint({
    service: 'dataWarehouse',
    method: 'post',
    path: 'aep_analytics/plan_enrollment/',
    aliases: ['aep_analytics/plan_enrollment'],
    summary: 'Record a plan enrollment hand-off',
    auth: 'none',
    body: planEnrollmentEventBodySchema,
    response: dwStoredResponseSchema,
    status: 201,
  }),
};
