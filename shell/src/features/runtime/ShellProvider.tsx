/**
 * The shell's runtime, composed from one hook per concern (each in its feature folder, each tested):
 * app state, session sync, plan year, ZIP modal, content, linked agent, partner, phone, cookies, the
 * event bridge from the remotes, page views and online status. It gives the remotes the host context and
 * the chrome the shell context.
 *
 * The concerns are rendered by a chain of small components (app state, session, ZIP modal, the api
 * reads and phone, then the rest), each handing what it made to the next: the first render is a
 * transition, which React yields in only between components, so one component that created the app,
 * session and ZIP-modal actors and every query observer at once was one long task (issue 10, TBT).
 * Effects run from the innermost component out: what an inner part sends to an actor an outer part has
 * not started yet is queued by the actor and handled when it starts (the app state saves every change).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import {
  AFTER_ONBOARDING_PATH,
  createEventBus,
  type EventBus,
  FETCH_MIN_DELAY_MS,
  type RuntimeConfig,
} from 'shared-contracts';
import { type ApiClient, createApiClient } from 'shared-contracts/http';
import type { AssignedAgent, HostContextValue, MemberAccessState } from 'shared-contracts/react';
import { HostProviders } from 'web-kit/query';
import { useLinkedAgent } from '../agent';
import { usePageViews } from '../analytics';
import {
  type AppActor,
  type AppState,
  useAppState,
  useCookies,
  useFullReset,
  usePlanYear,
} from '../app-state';
import { leadAttribution } from '../attribution';
import { useSiteContent } from '../content';
import { ShellContext, type ShellState } from '../host';
import { createMemberAccessStore, type MemberAccessStore, useMemberAccess } from '../member';
import { useCoBrandLogo, usePartner } from '../partner';
import { usePhone } from '../phone';
import { useOnline } from '../robustness';
import { callsInOwnTask } from '../scheduling';
import { useSessionSync } from '../session';
import { useZipModal, type ZipModalActor } from '../zip-modal';
import { useEventBridge } from './useEventBridge';

/** What the app-state part makes for the parts below it. */
interface Core {
  config: RuntimeConfig;
  app: AppActor;
  state: AppState;
  api: ApiClient;
  events: EventBus;
  memberStore: MemberAccessStore;
}
type Session = ReturnType<typeof useSessionSync> & { member: MemberAccessState };
type Stage<T> = T & { children: ReactNode };

export const ShellProvider = ({ config, children }: { config: RuntimeConfig; children: ReactNode }) => {
  const { app, state } = useAppState();
  const [memberStore] = useState(() => createMemberAccessStore(window.sessionStorage));
  // Each call starts in a task of its own, not inside the commit whose effects make it.
  const api = useMemo(
    () =>
      callsInOwnTask(
        createApiClient(config, {
          getToken: () => app.getSnapshot().context.session?.accessToken,
          getMemberToken: () => memberStore.current()?.accessToken,
          transactionId: app.getSnapshot().context.transactionId,
          minimumDurationMs: FETCH_MIN_DELAY_MS,
        }),
      ),
    [config, app, memberStore],
  );
  const events = useMemo(() => createEventBus(), []);
  return <ShellSession core={{ config, app, state, api, events, memberStore }}>{children}</ShellSession>;
};

/** The session (started or restored on the api), member access and the plan year. */
const ShellSession = ({ core, children }: Stage<{ core: Core }>) => {
  const { app, api, memberStore } = core;
  const sync = useSessionSync(app, api);
  const member = useMemberAccess(api, memberStore);
  usePlanYear(app, api);
  return (
    <ShellZipModal core={core} session={{ ...sync, member }}>
      {children}
    </ShellZipModal>
  );
};

/** The ZIP modal's actor. */
const ShellZipModal = ({ core, session, children }: Stage<{ core: Core; session: Session }>) => {
  const zipModal = useZipModal(core.app, core.api);
  return (
    <ShellReads core={core} session={session} zipModal={zipModal}>
      {children}
    </ShellReads>
  );
};

type Reads = Pick<ShellState, 'siteOptions' | 'partner' | 'coBrandLogo'> & {
  phone: string;
  linkedAgent: ReturnType<typeof useLinkedAgent>;
};

/** The shell's reads from the api (content, linked agent, partner branding) and the phone they decide. */
const ShellReads = ({
  core,
  session,
  zipModal,
  children,
}: Stage<{ core: Core; session: Session; zipModal: ZipModalActor }>) => {
  const { config, state, api } = core;
  const { siteOptions, phoneTable } = useSiteContent(api);
  const linkedAgent = useLinkedAgent(api, state.attribution.agentUuid, session.ready);
  const partner = usePartner(api, config.partnerToken);
  const coBrandLogo = useCoBrandLogo(api, config.partnerToken, state.attribution.allId);
  const phone = usePhone({
    attribution: state.attribution,
    agentPhone: linkedAgent?.phone,
    table: phoneTable,
  });
  return (
    <ShellContexts
      core={core}
      session={session}
      zipModal={zipModal}
      reads={{ siteOptions, partner, coBrandLogo, phone, linkedAgent }}
    >
      {children}
    </ShellContexts>
  );
};

/** Cookies, the full reset, the remotes' events, page views and online status; then the two contexts. */
const ShellContexts = ({
  core,
  session: { session, ready: sessionReady, status: sessionStatus, restoredAgent, member },
  zipModal,
  reads: { siteOptions, partner, coBrandLogo, phone, linkedAgent },
  children,
}: Stage<{ core: Core; session: Session; zipModal: ZipModalActor; reads: Reads }>) => {
  const { config, app, state, api, events } = core;
  // The visit's one server-state cache (made by App): the remotes get it through the host context.
  const queryClient = useQueryClient();
  useCookies(phone, state.session?.websiteReferenceId);
  const reset = useFullReset(app, session, zipModal, queryClient);
  useEventBridge({ events, app, api, zipModal, reset, session });
  usePageViews(api, state.session?.websiteReferenceId);
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
      operationHours: siteOptions?.operation_hours ?? null,
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
      api,
      events,
      queryClient,
    }),
    [config, phone, siteOptions, state, sessionStatus, agent, member, api, events, queryClient],
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
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </HostProviders>
  );
};
