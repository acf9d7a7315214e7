/**
 * Real-user measurement (issue 31): the Core Web Vitals of this page load (LCP, INP, CLS) as the
 * web-vitals library computes them, sent to the data warehouse (`dwEndpoints.webVitals`). The library
 * reports LCP at the first interaction and every metric when the page is hidden; the metrics it reports
 * together are sent in one request, with `keepalive` so that a page being left still sends it.
 * The library is loaded after the page, as error reporting is (AFTER_LOAD_MS after the load event, then
 * an idle moment), outside the first load: its observers read the buffered entries, so the load's LCP
 * and layout shifts are still seen, and interactions from then on (a visit that leaves before then is
 * not measured).
 */

import { AFTER_LOAD_MS, pageDone } from 'shared-contracts/after-page';
import type { WebVitalName, WebVitalsBody } from 'shared-contracts/api/dw';
import { dwEndpoints } from 'shared-contracts/endpoints/dw';
import type { ApiClient } from 'shared-contracts/http';
import type { Metric } from 'web-vitals';

/** The part of the web-vitals library used here. */
interface Library {
  onLCP: (report: (metric: Metric) => void) => void;
  onINP: (report: (metric: Metric) => void) => void;
  onCLS: (report: (metric: Metric) => void) => void;
}

export interface WebVitalsOptions {
  api: ApiClient;
  /** Read when a report is sent: the session may arrive after the page. */
  websiteReferenceId: () => string | undefined;
  /** For tests: the library and the moment to load it. */
  library?: () => Promise<Library>;
  ready?: () => Promise<void>;
}

export const startWebVitals = ({
  api,
  websiteReferenceId,
  library = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
  ready = () => pageDone(AFTER_LOAD_MS),
}: WebVitalsOptions) => {
  const url = window.location.href;
  let pending = new Map<WebVitalName, Metric>();
  const send = () => {
    const metrics = [...pending.values()];
    pending = new Map();
    const first = metrics[0];
    if (!first) return;
    const referenceId = websiteReferenceId();
    const body: WebVitalsBody = {
      ...(referenceId ? { websiteReferenceId: referenceId } : {}),
      url,
      navigationType: first.navigationType,
      metrics: metrics.map((m) => ({ name: m.name as WebVitalName, value: m.value, rating: m.rating })),
    };
    api
      .call(dwEndpoints.webVitals, { body }, { keepalive: true })
      .catch((error: unknown) => console.warn('[analytics] web vitals not stored', error));
  };
  const collect = (metric: Metric) => {
    if (pending.size === 0) queueMicrotask(send);
    pending.set(metric.name as WebVitalName, metric);
  };
  void ready()
    .then(library)
    .then(({ onLCP, onINP, onCLS }) => {
      onLCP(collect);
      onINP(collect);
      onCLS(collect);
    })
    .catch((error: unknown) => console.warn('[analytics] web vitals off: the library did not load', error));
};
