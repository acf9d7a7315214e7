/** A page-view event 250 ms after each route change (spec 4), and the page view in the data warehouse. */
import { PAGE_VIEW_DELAY_MS } from 'shared-contracts';
import { dwEndpoints } from 'shared-contracts/endpoints/dw';
import type { ApiClient } from 'shared-contracts/http';
import { pushDataLayer } from './data-layer';

export const schedulePageView = (api: ApiClient, url: string, websiteReferenceId: string | undefined) => {
  const timer = window.setTimeout(() => {
    pushDataLayer({ event: 'page_view', page_path: new URL(url).pathname, page_location: url });
    api
      .call(dwEndpoints.pageView, {
        body: {
          ...(websiteReferenceId ? { websiteReferenceId } : {}),
          url,
          userAgentBrowser: navigator.userAgent.slice(0, 512),
        },
      })
      .catch((error) => console.warn('[analytics] page view not stored', error));
  }, PAGE_VIEW_DELAY_MS);
  return () => window.clearTimeout(timer);
};
