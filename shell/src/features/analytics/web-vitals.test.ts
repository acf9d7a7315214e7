import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { fakeApi } from '../../test-api';
import { startWebVitals } from './web-vitals';

type Report = (metric: Metric) => void;

const fakeLibrary = () => {
  const reporters: Partial<Record<'LCP' | 'INP' | 'CLS', Report>> = {};
  const library = {
    onLCP: (report: Report) => {
      reporters.LCP = report;
    },
    onINP: (report: Report) => {
      reporters.INP = report;
    },
    onCLS: (report: Report) => {
      reporters.CLS = report;
    },
  };
  return { library: async () => library, reporters };
};

const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good'): Metric => ({
  name,
  value,
  rating,
  navigationType: 'navigate',
  navigationId: 1,
  delta: value,
  id: `v5-${name}`,
  entries: [],
});

const started = async (referenceId: () => string | undefined) => {
  const { api, requests } = fakeApi(() => Response.json({ id: 'WV1' }, { status: 201 }));
  const { library, reporters } = fakeLibrary();
  startWebVitals({ api, websiteReferenceId: referenceId, library, ready: async () => {} });
  await vi.waitFor(() => expect(reporters.CLS).toBeDefined(), { timeout: 10_000 });
  return { requests, reporters };
};

describe('startWebVitals', () => {
  it('sends the metrics the library reports together in one request, with the landing page', async () => {
    const { requests, reporters } = await started(() => 'WR-1234567890');
    // The library reports INP and CLS together when the page is hidden.
    reporters.INP?.(metric('INP', 180));
    reporters.CLS?.(metric('CLS', 0.01));
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/dw/aep_analytics/web_vitals',
      body: {
        websiteReferenceId: 'WR-1234567890',
        url: window.location.href,
        navigationType: 'navigate',
        metrics: [
          { name: 'INP', value: 180, rating: 'good' },
          { name: 'CLS', value: 0.01, rating: 'good' },
        ],
      },
    });
  });

  it('sends a later report in a request of its own, with the session known by then', async () => {
    let referenceId: string | undefined;
    const { requests, reporters } = await started(() => referenceId);
    reporters.LCP?.(metric('LCP', 2600, 'needs-improvement'));
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 10_000 });
    expect(requests[0]?.body).not.toHaveProperty('websiteReferenceId');
    referenceId = 'WR-1234567890';
    reporters.CLS?.(metric('CLS', 0.3, 'poor'));
    await vi.waitFor(() => expect(requests).toHaveLength(2), { timeout: 10_000 });
    expect(requests[1]?.body).toMatchObject({
      websiteReferenceId: 'WR-1234567890',
      metrics: [{ name: 'CLS', value: 0.3, rating: 'poor' }],
    });
  });

  it('keeps the page working when the library does not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, requests } = fakeApi(() => Response.json({ id: 'WV1' }, { status: 201 }));
    startWebVitals({
      api,
      websiteReferenceId: () => undefined,
      library: () => Promise.reject(new Error('chunk failed')),
      ready: async () => {},
    });
    await vi.waitFor(
      () => expect(warn).toHaveBeenCalledWith(expect.stringContaining('web vitals off'), expect.any(Error)),
      { timeout: 10_000 },
    );
    expect(requests).toHaveLength(0);
    warn.mockRestore();
  });
});
