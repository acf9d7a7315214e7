/** Data warehouse POST /aep_analytics/page_views and /aep_analytics/plan_enrollment/ (no bearer token). */
import { randomUUID } from 'node:crypto';
import {
  dwStoredResponseSchema,
  pageViewBodySchema,
  planEnrollmentEventBodySchema,
} from 'shared-contracts/api';
import type { Services } from '../../http/routes';

export const dataWarehouseRoutes = ({ dw }: Services) => {
  dw.add({
    method: 'post',
    path: '/aep_analytics/page_views',
    aliases: ['/aep_analytics/page_views/'],
    summary: 'Record a page view',
    auth: 'none',
    rateLimit: 'analytics',
    body: pageViewBodySchema,
    response: dwStoredResponseSchema,
    status: 201,
    handler: async ({ deps, body }) => {
      const id = randomUUID();
      await deps.db.query(
        'insert into dw_page_views (id, website_reference_id, url, user_agent_browser) values ($1, $2, $3, $4)',
        [id, body.websiteReferenceId ?? null, body.url, body.userAgentBrowser],
      );
      return { id };
    },
  });

  dw.add({
    method: 'post',
    path: '/aep_analytics/plan_enrollment/',
    aliases: ['/aep_analytics/plan_enrollment'],
    summary: 'Record a plan enrollment hand-off',
    auth: 'none',
    rateLimit: 'analytics',
    body: planEnrollmentEventBodySchema,
    response: dwStoredResponseSchema,
    status: 201,
    handler: async ({ deps, body }) => {
      const id = randomUUID();
      const { websiteReferenceId, ...payload } = body;
      await deps.db.query(
        'insert into dw_plan_enrollments (id, website_reference_id, payload) values ($1, $2, $3::jsonb)',
        [id, websiteReferenceId ?? null, JSON.stringify(payload)],
      );
      return { id };
    },
  });
};
