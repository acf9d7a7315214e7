/** A page view 250 ms after each route change (spec 4), carrying the session's reference id if known. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiClient } from 'shared-contracts/http';
import { schedulePageView } from './page-views';

export const usePageViews = (api: ApiClient, websiteReferenceId: string | undefined) => {
  const { pathname } = useLocation();
  // Only a route change makes a page view; a session arriving later does not make another.
  const referenceId = useRef(websiteReferenceId);
  referenceId.current = websiteReferenceId;
  useEffect(() => schedulePageView(api, window.location.href, referenceId.current), [pathname, api]);
};
