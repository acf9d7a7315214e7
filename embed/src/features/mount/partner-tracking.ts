/**
 * What the shell sends for its own pages, sent from a partner's page too (issue 28): a page view for each
 * page the finder shows, and the call-tracking update of a dial from inside it, each naming the partner
 * (once the partners service knows it: PartnerHost) and its campaign, so the data warehouse and the lead
 * know which partner page they came from.
 */
import { useEffect, useMemo, useRef } from 'react';
import { PAGE_VIEW_DELAY_MS } from 'shared-contracts';
import { dwEndpoints } from 'shared-contracts/endpoints/dw';
import { leadsEndpoints } from 'shared-contracts/endpoints/leads';
import type { HostContextValue } from 'shared-contracts/react';

export const usePartnerTracking = (
  host: HostContextValue,
  path: string,
  /** The partners service has not answered yet: a page view waits for it, so that it names the partner. */
  partnerPending: boolean,
) => {
  const { api, events, session } = host;
  const { partnerId, campaignId } = host.attribution;
  const origin = useMemo(
    () => ({ ...(partnerId ? { partnerId } : {}), ...(campaignId ? { campaignId } : {}) }),
    [partnerId, campaignId],
  );
  const websiteReferenceId = session?.websiteReferenceId;

  // One page view per page shown; a session or the partner arriving later does not make another.
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (partnerPending || viewed.current === path) return;
    const timer = window.setTimeout(() => {
      viewed.current = path;
      api
        .call(dwEndpoints.pageView, {
          body: {
            ...(websiteReferenceId ? { websiteReferenceId } : {}),
            url: window.location.href,
            userAgentBrowser: navigator.userAgent.slice(0, 512),
            ...origin,
          },
        })
        .catch((error) => console.warn('[plan-finder] page view not stored', error));
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [api, path, partnerPending, origin, websiteReferenceId]);

  // A dial from inside the finder (PlanFinder emits it for any tel: link) updates the session's lead.
  const hasSession = !!session;
  useEffect(() => {
    if (!hasSession) return;
    return events.on('call:dial-started', () => {
      api
        .call(leadsEndpoints.update, { body: { usedWebsiteInitiatedDial: true, ...origin } })
        .catch((error) => console.warn('[plan-finder] lead update failed', error));
    });
  }, [api, events, origin, hasSession]);
};
