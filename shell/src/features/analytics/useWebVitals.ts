/** The Core Web Vitals of this page load, measured once per load and sent to the data warehouse. */
import { useEffect, useRef } from 'react';
import type { ApiClient } from 'shared-contracts/http';
import { startWebVitals } from './web-vitals';

export const useWebVitals = (api: ApiClient, websiteReferenceId: string | undefined) => {
  const referenceId = useRef(websiteReferenceId);
  referenceId.current = websiteReferenceId;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startWebVitals({ api, websiteReferenceId: () => referenceId.current });
  }, [api]);
};
