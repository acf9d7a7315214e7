/** Data warehouse POST /aep_analytics/page_views and /aep_analytics/plan_enrollment/ (no bearer token). */
import { randomUUID } from 'node:crypto';
import { endpoints } from 'shared-contracts/endpoints';
import type { RouteRegistry } from '../../http/routes';

export const dataWarehouseRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.dw.pageView,
    async ({ deps, body }) => {
      const id = randomUUID();
      await deps.db.query(
        'insert into dw_page_views (id, website_reference_id, url, user_agent_browser) values ($1, $2, $3, $4)',
        [id, body.websiteReferenceId ?? null, body.url, body.userAgentBrowser],
      );
      return { id };
    },
    { rateLimit: 'analytics' },
  );

  routes.implement(
    endpoints.dw.planEnrollment,
    async ({ deps, body }) => {
      const id = randomUUID();
      const { websiteReferenceId, ...payload } = body;
      await deps.db.query(
        'insert into dw_plan_enrollments (id, website_reference_id, payload) values ($1, $2, $3::jsonb)',
        [id, websiteReferenceId ?? null, JSON.stringify(payload)],
      );
      return { id };
    },
    { rateLimit: 'analytics' },
  );
};
