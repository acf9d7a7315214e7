/**
 * The shell's runtime: the app-state, session and ZIP-modal actors wired to the api, the phone number,
 * content, agent and partner reads, analytics, and the host context the remotes read.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createEventBus, planYearFor, type RuntimeConfig } from 'shared-contracts';
import type { Agent, Partner, PhoneNumbers, SiteOptions } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { createApiClient, newTransactionId } from 'shared-contracts/http';
import { type AssignedAgent, HostContext, type HostContextValue } from 'shared-contracts/react';
import { fromPromise } from 'xstate';
import { startCallTracking } from '../analytics/call-tracking';
import { schedulePageView } from '../analytics/page-views';
import { appMachine, initialAppState, type PlanTypeKey } from '../app-state/app.machine';
import { removeCookie, sessionCookieName, setCookie, storeSalesPhone } from '../app-state/cookies';
import { clearAppState, loadAppState, saveAppState } from '../app-state/persistence';
import { readAttribution } from '../attribution/attribution';
import { fetchPhoneNumbers, fetchSiteOptions } from '../content/site-content';
import { selectPhone } from '../phone/phone';
import { sessionMachine } from '../session/session.machine';
import { createSession, fetchCounties, fetchSession, updateSession } from '../session/session-api';
import { saveLocation } from '../zip-modal/save-location';
import { zipModalMachine } from '../zip-modal/zip-modal.machine';
import { ShellContext, type ShellState } from './shell-context';

const partnerIdOf = (path: string) => /^\/partner\/([a-z0-9][a-z0-9-]*)\//.exec(path)?.[1] ?? null;

export const ShellProvider = ({ config, children }: { config: RuntimeConfig; children: ReactNode }) => {
  const routerLocation = useLocation();
  const path = routerLocation.pathname;

  // Global state, restored from browser storage and merged with this visit's query parameters.
  const app = useActorRef(appMachine, {
    input: (() => {
      const stored = loadAppState(window.localStorage);
      const base = stored ?? initialAppState(planYearFor(new Date()), newTransactionId());
      return { ...base, attribution: { ...base.attribution, ...readAttribution(window.location.search) } };
    })(),
  });
  const state = useSelector(app, (s) => s.context);
  useEffect(() => {
    const sub = app.subscribe((s) => saveAppState(window.localStorage, s.context));
    return () => sub.unsubscribe();
  }, [app]);

  const api = useMemo(
    () =>
      createApiClient(config, {
        getToken: () => app.getSnapshot().context.session?.accessToken,
        transactionId: app.getSnapshot().context.transactionId,
      }),
    [config, app],
  );
  const events = useMemo(() => createEventBus(), []);

  // Session start (spec 4).
  const initial = app.getSnapshot().context;
  const session = useActorRef(
    sessionMachine.provide({
      actors: {
        fetchSession: fromPromise(({ input }) => fetchSession(api, input.referenceId, input.token)),
        createSession: fromPromise(({ input }) => createSession(api, input)),
      },
    }),
    {
      input: {
        stored: initial.session,
        referenceIdFromUrl: initial.attribution.websiteReferenceId,
        allId: initial.attribution.allId,
        visitWasTracked: initial.visitWasTracked,
        zip: initial.location?.zipCode ?? initial.attribution.zip,
        fips: initial.location?.fips ?? initial.attribution.fips,
        landingUrl: window.location.href,
      },
    },
  );
  const sessionReady = useSelector(session, (s) => s.matches('ready'));
  const restored = useSelector(session, (s) => s.context.restored);
  const [sessionAgent, setSessionAgent] = useState<AssignedAgent | null>(null);
  useEffect(() => {
    const sub = session.subscribe((s) => {
      if (!s.matches('ready') || !s.context.session) return;
      const current = app.getSnapshot().context;
      if (current.session?.accessToken !== s.context.session.accessToken) {
        const { websiteReferenceId, accessToken, connectureSessionId, accountId } = s.context.session;
        app.send({
          type: 'app.session',
          session: { websiteReferenceId, accessToken, connectureSessionId, accountId },
        });
        app.send({ type: 'app.visitTracked' });
      }
      const r = s.context.restored;
      if (r?.zip && r.fips && r.countyName && !current.location) {
        app.send({
          type: 'app.location',
          location: { zipCode: r.zip, fips: r.fips, countyName: r.countyName },
        });
      }
      if (r?.assignedAgent)
        setSessionAgent({ ...r.assignedAgent, photoLink: r.assignedAgent.photoLink ?? undefined });
    });
    return () => sub.unsubscribe();
  }, [session, app]);

  // The server session follows the stored location and plan year (spec 4).
  useEffect(() => {
    if (!sessionReady || !state.location || !state.session) return;
    if (restored?.zip === state.location.zipCode && restored.fips === state.location.fips) return;
    updateSession(api, { zip: state.location.zipCode, fips: state.location.fips }).catch((e) =>
      console.warn('[session] location not saved to the session', e),
    );
  }, [sessionReady, state.location, state.session, restored, api]);

  useEffect(() => {
    const year = planYearFor(new Date());
    if (year === app.getSnapshot().context.planYear) return;
    app.send({ type: 'app.planYear', year });
    const { location, session: s } = app.getSnapshot().context;
    if (location && s)
      updateSession(api, { year }).catch((e) => console.warn('[session] plan year not saved', e));
  }, [path, app, api]);

  // ZIP modal (spec 4).
  const zipModal = useActorRef(
    zipModalMachine.provide({
      actors: {
        fetchCounties: fromPromise(({ input }) => fetchCounties(api, input.zip)),
        saveLocation: fromPromise(({ input }) => saveLocation(api, app, input)),
      },
    }),
    { input: { zip: initial.location?.zipCode ?? '' } },
  );

  // Query parameters on every route.
  useEffect(() => {
    app.send({ type: 'app.attribution', attribution: readAttribution(routerLocation.search) });
  }, [routerLocation.search, app]);

  // Content: operation hours, disclaimers and the campaign phone table.
  const [siteOptions, setSiteOptions] = useState<SiteOptions | null>(null);
  const [phoneTable, setPhoneTable] = useState<PhoneNumbers | null>(null);
  useEffect(() => {
    fetchSiteOptions(api).then(setSiteOptions, (e) => console.warn('[content] site options unavailable', e));
    fetchPhoneNumbers(api).then(setPhoneTable, (e) => console.warn('[content] phone numbers unavailable', e));
  }, [api]);

  // An agent assigned by agentUuid replaces the site phone and is saved to the session.
  const agentUuid = state.attribution.agentUuid;
  const [linkedAgent, setLinkedAgent] = useState<Agent | null>(null);
  useEffect(() => {
    if (!agentUuid) return;
    api
      .call(endpoints.agents.detail, { params: { uuid: agentUuid } })
      .then(setLinkedAgent, (e) => console.warn('[agent] unknown agentUuid', e));
  }, [agentUuid, api]);
  useEffect(() => {
    if (!linkedAgent || !sessionReady) return;
    updateSession(api, { agentUuid: linkedAgent.agentUuid }).catch((e) =>
      console.warn('[agent] not assigned', e),
    );
  }, [linkedAgent, sessionReady, api]);

  // Partner branding from the partner record's colours.
  const partnerId = partnerIdOf(path);
  const [partner, setPartner] = useState<Partner | null>(null);
  useEffect(() => {
    if (!partnerId || !config.partnerToken) {
      setPartner(null);
      return;
    }
    api.call(endpoints.partners.detail, { params: { id: partnerId } }).then(setPartner, (e) => {
      console.warn('[partner] not found', e);
      setPartner(null);
    });
  }, [partnerId, config.partnerToken, api]);

  const agent: AssignedAgent | null = linkedAgent
    ? { ...linkedAgent, photoLink: linkedAgent.photoLink ?? undefined }
    : sessionAgent;
  const phone = selectPhone({
    path,
    campaignId: state.attribution.campaignId,
    allId: state.attribution.allId,
    agentPhone: linkedAgent?.phone,
    table: phoneTable,
  });
  useEffect(() => storeSalesPhone(phone), [phone]);
  useEffect(() => {
    const name = sessionCookieName(window.location.hostname);
    if (state.session) setCookie(name, state.session.websiteReferenceId);
    else removeCookie(name);
  }, [state.session]);

  // Events from the remotes.
  useEffect(() => {
    const offs = [
      events.on('location:change-requested', () =>
        zipModal.send({
          type: 'zip.open',
          editing: true,
          zip: app.getSnapshot().context.location?.zipCode ?? '',
        }),
      ),
      events.on('plans:reset-requested', ({ reason }) => app.send({ type: 'app.plans.reset', reason })),
      events.on('plans:fetched', (e) =>
        app.send({ type: 'app.plans.fetched', ...e, planType: e.planType as PlanTypeKey }),
      ),
      events.on('consumer:updated', ({ fields }) => app.send({ type: 'app.consumer', fields })),
      events.on('analytics:track', ({ event, data }) => {
        window.dataLayer ??= [];
        window.dataLayer.push({ event, ...data });
      }),
    ];
    const stopCalls = startCallTracking(events, api, () => !!app.getSnapshot().context.session);
    return () => {
      for (const off of offs) off();
      stopCalls();
    };
  }, [events, app, api, zipModal]);

  // Page views 250 ms after each route change.
  const referenceId = state.session?.websiteReferenceId;
  const referenceIdRef = useRef(referenceId);
  referenceIdRef.current = referenceId;
  useEffect(() => schedulePageView(api, window.location.href, referenceIdRef.current), [path, api]);

  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  const reset = useMemo(
    () => () => {
      app.send({ type: 'app.reset' });
      clearAppState(window.localStorage);
      session.send({ type: 'session.reset' });
      zipModal.send({ type: 'zip.open', editing: false });
    },
    [app, session, zipModal],
  );
  useEffect(() => events.on('session:reset-requested', reset), [events, reset]);

  const host = useMemo<HostContextValue>(
    () => ({
      host: 'shell',
      config,
      phone,
      operationHours: siteOptions?.operation_hours ?? null,
      planYear: state.planYear,
      session: state.session
        ? {
            websiteReferenceId: state.session.websiteReferenceId,
            accessToken: state.session.accessToken,
            connectureSessionId: state.session.connectureSessionId,
          }
        : null,
      location: state.location,
      agent,
      consumer: state.consumer,
      planFetchFlags: state.planFetchFlags,
      api,
      events,
    }),
    [config, phone, siteOptions, state, agent, api, events],
  );
  const shell = useMemo<ShellState>(
    () => ({ app: state, siteOptions, partner, sessionLoading: !sessionReady, online, zipModal, reset }),
    [state, siteOptions, partner, sessionReady, online, zipModal, reset],
  );

  return (
    <HostContext.Provider value={host}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </HostContext.Provider>
  );
};
