/**
 * The shell's runtime, composed from one hook per concern (each in its feature folder, each tested):
 * app state, session sync, plan year, ZIP modal, content, linked agent, partner, phone, cookies, the
 * event bridge from the remotes, page views and online status. It gives the remotes the host context and
 * the chrome the shell context.
 *
 * The concerns are rendered by a chain of small components (app state; session and ZIP modal; the api
 * reads and phone; the rest), each handing what it made to the next: the first render is a
 * transition, which React yields in only between components, so one component that created the app,
 * session and ZIP-modal actors and every query observer at once was one long task (issue 10, TBT).
 * Effects run from the innermost component out: what an inner part sends to an actor an outer part has
 * not started yet is queued by the actor and handled when it starts (the app state saves every change).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { AFTER_ONBOARDING_PATH, createEventBus, type EventBus, type RuntimeConfig } from 'shared-contracts';
import { importedDataSource, planDataSource, type SiteOptions } from 'shared-contracts/api/content';
import type { ApiClient } from 'shared-contracts/http';
import type { AssignedAgent, HostContextValue, MemberAccessState } from 'shared-contracts/react';
import { HostProviders } from 'web-kit/query';
import { useLinkedAgent } from '../agent';
import { usePageViews, useWebVitals } from '../analytics';
import {
  type AppActor,
  type AppState,
  useAppState,
  useCookies,
  useDocumentLanguage,
  useFullReset,
  usePlanYear,
} from '../app-state';
import { leadAttribution } from '../attribution';
import { useSiteContent } from '../content';
import { ShellContext, type ShellState } from '../host';
import { type MemberAccessStore, MemberTimeLimit, useMemberAccess } from '../member';
import { useCoBrandLogo, usePartner } from '../partner';
import { usePhone } from '../phone';
import { useOnline } from '../robustness';
import { type SessionActor, type SessionGate, SessionTimeLimit, useSessionSync } from '../session';
import { useZipModal, type ZipModalActor } from '../zip-modal';
import { useEventBridge } from './useEventBridge';
import type { Visit } from './visit';

/**
 * The data notice's sources for the pages (every page, and the pages whose figures are all imported):
 * absent (sample wording) until the site options say otherwise.
 */
const planDataOf = (siteOptions: SiteOptions | null): Pick<HostContextValue, 'planData' | 'importedData'> => {
  const planData = planDataSource(siteOptions?.dataSets);
  const importedData = importedDataSource(siteOptions?.dataSets);
  return { ...(planData ? { planData } : {}), ...(importedData ? { importedData } : {}) };
};

/** What each part of the chain hands to the next: its own results added to what it was given. */
interface Core {
  config: RuntimeConfig;
  app: AppActor;
  state: AppState;
  api: ApiClient;
  events: EventBus;
  memberStore: MemberAccessStore;
  sessionGate: SessionGate;
  session: SessionActor;
}
type Session = Core &
  ReturnType<typeof useSessionSync> & { member: MemberAccessState; zipModal: ZipModalActor };
type Reads = Session &
  Pick<ShellState, 'siteOptions' | 'partner' | 'coBrandLogo'> & {
    operationHours: string | null;
    phone: string;
    linkedAgent: ReturnType<typeof useLinkedAgent>;
  };
type Part<T> = { rt: T; children: ReactNode };

export const ShellProvider = ({
  config,
  visit,
  children,
}: {
  config: RuntimeConfig;
  /** The visit's app state, api client and session, made before the first render (`startVisit`). */
  visit: Visit;
  children: ReactNode;
}) => {
  const { app, state } = useAppState(visit.app);
  const { memberStore, sessionGate, api, session } = visit;
  const events = useMemo(() => createEventBus(), []);
  return (
    <ShellSession rt={{ config, app, state, api, events, memberStore, sessionGate, session }}>
      {children}
    </ShellSession>
  );
};

/** The session (started or restored on the api), member access, the plan year and the ZIP modal's actor. */
const ShellSession = ({ rt, children }: Part<Core>) => {
  const sync = useSessionSync(rt.app, rt.session, rt.api, rt.sessionGate);
  const member = useMemberAccess(rt.api, rt.memberStore);
  usePlanYear(rt.app, rt.api);
  const zipModal = useZipModal(rt.app, rt.api);
  return <ShellReads rt={{ ...rt, ...sync, member, zipModal }}>{children}</ShellReads>;
};

/** The shell's reads from the api (content, linked agent, partner branding) and the phone they decide. */
const ShellReads = ({ rt, children }: Part<Session>) => {
  const { config, state, api } = rt;
  const { siteOptions, phoneTable, operationHours } = useSiteContent(api, state.language);
  const linkedAgent = useLinkedAgent(api, state.attribution.agentUuid, rt.ready);
  const partner = usePartner(api, config.partnerToken);
  const coBrandLogo = useCoBrandLogo(api, config.partnerToken, state.attribution.allId);
  const phone = usePhone({
    attribution: state.attribution,
    agentPhone: linkedAgent?.phone,
    table: phoneTable,
  });
  return (
    <ShellContexts rt={{ ...rt, siteOptions, operationHours, partner, coBrandLogo, phone, linkedAgent }}>
      {children}
    </ShellContexts>
  );
};

/** Cookies, the full reset, the remotes' events, page views and online status; then the two contexts. */
const ShellContexts = ({ rt, children }: Part<Reads>) => {
  const {
    config,
    app,
    state,
    api,
    events,
    session,
    ready: sessionReady,
    status: sessionStatus,
    restoredAgent,
    member,
    zipModal,
    siteOptions,
    operationHours,
    partner,
    coBrandLogo,
    phone,
    linkedAgent,
  } = rt;
  // The visit's one server-state cache (made by App): the remotes get it through the host context.
  const queryClient = useQueryClient();
  useCookies(phone, state.session?.websiteReferenceId);
  const reset = useFullReset(app, session, zipModal, queryClient);
  useEventBridge({ events, app, api, zipModal, reset, session });
  usePageViews(api, state.session?.websiteReferenceId);
  useWebVitals(api, state.session?.websiteReferenceId);
  useDocumentLanguage(state.language);
  const online = useOnline();

  // An agent linked by agentUuid speaks before the one the restored session assigned.
  const agent: AssignedAgent | null = useMemo(
    () => (linkedAgent ? { ...linkedAgent, photoLink: linkedAgent.photoLink ?? undefined } : restoredAgent),
    [linkedAgent, restoredAgent],
  );
  const hostNow = useMemo<HostContextValue>(
    () => ({
      host: 'shell',
      config,
      phone,
      operationHours,
      ...planDataOf(siteOptions),
      planYear: state.planYear,
      session: state.session
        ? {
            websiteReferenceId: state.session.websiteReferenceId,
            accessToken: state.session.accessToken,
            connectureSessionId: state.session.connectureSessionId,
          }
        : null,
      sessionStatus,
      location: state.location,
      agent,
      consumer: state.consumer,
      member,
      attribution: leadAttribution(state.attribution),
      afterOnboardingPath: AFTER_ONBOARDING_PATH,
      planFetchFlags: state.planFetchFlags,
      plans: state.plans,
      agreeToTerms: state.agreeToTerms,
      permissionToContactText: state.permissionToContactText,
      showZipModal: state.showZipModal,
      language: state.language,
      api,
      events,
      queryClient,
    }),
    [
      config,
      phone,
      siteOptions,
      operationHours,
      state,
      sessionStatus,
      agent,
      member,
      api,
      events,
      queryClient,
    ],
  );
  const shellNow = useMemo<ShellState>(
    () => ({
      app: state,
      siteOptions,
      partner,
      coBrandLogo,
      sessionLoading: !sessionReady,
      online,
      zipModal,
    }),
    [state, siteOptions, partner, coBrandLogo, sessionReady, online, zipModal],
  );

  // A change of the app or session state (the session arriving, a pin, a location) reaches the pages and
  // the chrome in a transition, which React time-slices: the actors' selectors re-render synchronously,
  // and the whole page re-rendered in one long task (issue 10, TBT). This part and the ZIP modal's own
  // actor stay synchronous; the pages see the new state a moment later, and all at once.
  const host = useDeferredValue(hostNow);
  const shell = useDeferredValue(shellNow);

  return (
    <HostProviders host={host}>
      <ShellContext.Provider value={shell}>
        {children}
        <SessionTimeLimit app={app} session={session} />
        <MemberTimeLimit api={api} store={rt.memberStore} member={member} />
      </ShellContext.Provider>
    </HostProviders>
  );
};
