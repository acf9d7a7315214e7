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
  it("stores the partner and its campaign of a partner page's view", async () => {
    const res = await api.request('POST', '/dw/aep_analytics/page_views', {
      body: { url: 'http://localhost:3020/', userAgentBrowser: 'x', partnerId: 'usn', campaignId: 'spring' },
    });
    expect(res.status).toBe(201);
    const [row] = await api.db.query('select partner_id, campaign_id from dw_page_views where id = $1', [
      res.body.id,
    ]);
    expect(row).toEqual({ partner_id: 'usn', campaign_id: 'spring' });
  });
  it('answers 400 naming partnerId for an unknown or malformed partner, storing nothing', async () => {
    for (const partnerId of ['nobody', 'Bad_Id!']) {
      const url = `http://localhost:3020/?${partnerId}`;
      const res = await api.request('POST', '/dw/aep_analytics/page_views', {
        body: { url, userAgentBrowser: 'x', partnerId },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain('partnerId');
      expect(await api.db.query('select 1 from dw_page_views where url = $1', [url])).toEqual([]);
    }
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

describe('POST /dw/aep_analytics/web_vitals', () => {
  const url = 'http://localhost:3000/plans/all/';
  it('stores one row per report with each metric in its column and its rating', async () => {
    const s = await api.newSession();
    const res = await api.request('POST', '/dw/aep_analytics/web_vitals', {
      body: {
        websiteReferenceId: s.referenceId,
        url,
        navigationType: 'navigate',
        metrics: [
          { name: 'LCP', value: 1234.5, rating: 'good' },
          { name: 'CLS', value: 0.012, rating: 'good' },
          { name: 'INP', value: 240, rating: 'needs-improvement' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const [row] = await api.db.query(
      'select website_reference_id, url, navigation_type, lcp_ms, inp_ms, cls, ratings from dw_web_vitals where id = $1',
      [res.body.id],
    );
    expect(row).toEqual({
      website_reference_id: s.referenceId,
      url,
      navigation_type: 'navigate',
      lcp_ms: 1234.5,
      inp_ms: 240,
      cls: 0.012,
      ratings: { LCP: 'good', CLS: 'good', INP: 'needs-improvement' },
    });
  });
  it('keeps a metric the report does not carry empty', async () => {
    const res = await api.request('POST', '/dw/aep_analytics/web_vitals', {
      body: { url, navigationType: 'reload', metrics: [{ name: 'LCP', value: 900, rating: 'good' }] },
    });
    expect(res.status).toBe(201);
    const [row] = await api.db.query('select lcp_ms, inp_ms, cls from dw_web_vitals where id = $1', [
      res.body.id,
    ]);
    expect(row).toEqual({ lcp_ms: 900, inp_ms: null, cls: null });
  });
  it.each([
    [{ url, navigationType: 'navigate', metrics: [] }],
    [{ url, navigationType: 'navigate', metrics: [{ name: 'FID', value: 1, rating: 'good' }] }],
    [{ url, navigationType: 'navigate', metrics: [{ name: 'LCP', value: -1, rating: 'good' }] }],
    [{ url, navigationType: 'navigate', metrics: [{ name: 'LCP', value: 1, rating: 'fine' }] }],
    [
      {
        url,
        navigationType: 'navigate',
        metrics: [
          { name: 'LCP', value: 1, rating: 'good' },
          { name: 'LCP', value: 2, rating: 'good' },
        ],
      },
    ],
    [{ url: 'not a url', navigationType: 'navigate', metrics: [{ name: 'LCP', value: 1, rating: 'good' }] }],
  ])('answers 400 with the field for %j', async (body) => {
    const res = await api.request('POST', '/dw/aep_analytics/web_vitals', { body });
    expect(res.status).toBe(400);
    expect(res.body.issues?.length).toBeGreaterThan(0);
  });
});
