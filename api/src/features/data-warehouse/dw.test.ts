import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /dw/aep_analytics/page_views', () => {
  it('stores a page view without a bearer token', async () => {
    const s = await api.newSession();
    const res = await api.request('POST', '/dw/aep_analytics/page_views', {
      body: {
        websiteReferenceId: s.referenceId,
        url: 'http://localhost:3000/plans/all/',
        userAgentBrowser: 'Chrome 131',
      },
      headers: { 'X-Transaction-Id': crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    const [row] = await api.db.query(
      'select website_reference_id, url, user_agent_browser from dw_page_views where id = $1',
      [res.body.id],
    );
    expect(row).toEqual({
      website_reference_id: s.referenceId,
      url: 'http://localhost:3000/plans/all/',
      user_agent_browser: 'Chrome 131',
    });
  });
  it.each([
    [{ url: 'not a url', userAgentBrowser: 'x' }],
    [{ url: 'http://localhost:3000/', userAgentBrowser: 'x', websiteReferenceId: 'short' }],
    [{ url: 'http://localhost:3000/' }],
  ])('answers 400 for %j', async (body) => {
    expect((await api.request('POST', '/dw/aep_analytics/page_views', { body })).status).toBe(400);
  });
});

describe('POST /dw/aep_analytics/plan_enrollment/', () => {
  it('stores a plan enrollment event (with or without the trailing slash)', async () => {
    for (const path of ['/dw/aep_analytics/plan_enrollment/', '/dw/aep_analytics/plan_enrollment']) {
      const res = await api.request('POST', path, {
        body: { planId: 'H1234-001-000', carrierName: 'Blue Mesa Health', planType: 4, planYear: 2027 },
      });
      expect(res.status).toBe(201);
      const [row] = await api.db.query<{ payload: unknown }>(
        'select payload from dw_plan_enrollments where id = $1',
        [res.body.id],
      );
      expect(row?.payload).toEqual({
        planId: 'H1234-001-000',
        carrierName: 'Blue Mesa Health',
        planType: 4,
        planYear: 2027,
      });
    }
  });
  it('answers 400 without a planId', async () => {
    expect(
      (await api.request('POST', '/dw/aep_analytics/plan_enrollment/', { body: { planType: 4 } })).status,
    ).toBe(400);
  });
});
