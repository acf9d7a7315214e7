/**
 * The visit's start, made before the first render (start.ts, issue 31): the app state restored from
 * browser storage, the api client and the session, started at once. The session's call to the api then
 * runs beside the current page's remote loads and React's start, instead of after the first commit, and a
 * session that is ready by then has its token in the app state for that render: a page whose calls need
 * it (the plans list) asks for its data on mounting, one render and one round trip sooner.
 * The ShellProvider takes what was made here.
 */
import { FETCH_MIN_DELAY_MS, type RuntimeConfig } from 'shared-contracts';
import { type ApiClient, createApiClient } from 'shared-contracts/http';
import { type AppActor, createVisitAppActor } from '../app-state';
import { createMemberAccessStore, type MemberAccessStore } from '../member';
import { callsInOwnTask } from '../scheduling';
import {
  createSessionGate,
  createVisitSessionActor,
  type SessionActor,
  type SessionGate,
  syncSessionToApp,
} from '../session';

export interface Visit {
  app: AppActor;
  memberStore: MemberAccessStore;
  sessionGate: SessionGate;
  api: ApiClient;
  session: SessionActor;
}

/**
 * Makes the visit's app state, api client and session, and starts the app state and the session: the
 * session's call goes out now, and its token reaches the app state as soon as it is ready.
 */
export const startVisit = (config: RuntimeConfig): Visit => {
  const app = createVisitAppActor();
  const memberStore = createMemberAccessStore(window.sessionStorage);
  // A call that needs the session's token waits for the app state's (session-gate.ts).
  const sessionGate = createSessionGate(() => app.getSnapshot().context.session?.accessToken);
  // Each call in a task of its own, not inside the commit whose effects make it.
  const api = callsInOwnTask(
    createApiClient(config, {
      getToken: sessionGate.token,
      getMemberToken: () => memberStore.current()?.accessToken,
      transactionId: app.getSnapshot().context.transactionId,
      getLanguage: () => app.getSnapshot().context.language,
      minimumDurationMs: FETCH_MIN_DELAY_MS,
    }),
  );
  const session = createVisitSessionActor(app, api);
  app.start();
  syncSessionToApp(session, app);
  session.start();
  return { app, memberStore, sessionGate, api, session };
};
