/**
 * Data warehouse POST /aep_analytics/page_views and /aep_analytics/plan_enrollment/ (no bearer token), and
 * the EXTENSION /aep_analytics/web_vitals (real-user LCP, INP, CLS).
 */
import { randomUUID } from 'node:crypto';
import type { WebVitalName } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { RouteRegistry } from '../../http/routes';
import { assertKnownPartner } from '../partners/public';

export const dataWarehouseRoutes = (routes: RouteRegistry) => {
  routes.implement(
    endpoints.dw.pageView,
    async ({ deps, body }) => {
      await assertKnownPartner(deps.db, body.partnerId);
      const id = randomUUID();
      await deps.db.query(
        `insert into dw_page_views (id, website_reference_id, url, user_agent_browser, partner_id, campaign_id)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          body.websiteReferenceId ?? null,
          body.url,
          body.userAgentBrowser,
          body.partnerId ?? null,
          body.campaignId ?? null,
        ],
      );
      return { id };
    },
    { rateLimit: 'analytics' },
  );

  routes.implement(
    endpoints.dw.webVitals,
    async ({ deps, body }) => {
      const id = randomUUID();
      const value = (name: WebVitalName) => body.metrics.find((m) => m.name === name)?.value ?? null;
      await deps.db.query(
        `insert into dw_web_vitals (id, website_reference_id, url, navigation_type, lcp_ms, inp_ms, cls, ratings)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
        [
          id,
          body.websiteReferenceId ?? null,
          body.url,
          body.navigationType,
          value('LCP'),
          value('INP'),
          value('CLS'),
          JSON.stringify(Object.fromEntries(body.metrics.map((m) => [m.name, m.rating]))),
        ],
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
