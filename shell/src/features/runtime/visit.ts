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
import { createMemberAccessStore, type MemberAccessStore, takeLinkFromAddress } from '../member';
import { callsInOwnTask } from '../scheduling';
import {
  createSessionGate,
  createVisitSessionActor,
  type SessionActor,
  type SessionGate,
  type SessionSnapshot,
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
 * How long the first render waits for a session being started or restored (start.ts). Its answer during
 * that render (a transition, rendered in slices) would change the session and the app state the render
 * reads through `useSyncExternalStore`, and React then renders the whole page again, in one task (its
 * check against torn reads); answered before, the first render has the token. The session's call takes
 * at least the fetch minimum (200 ms, spec 4) and starts beside the remote's loads, so the wait is short
 * or none; an api that does not answer holds the page's first render by this much at most.
 */
export const SESSION_FIRST_RENDER_WAIT_MS = 1_000;

/** Resolves once the session is no longer being started or restored: ready, failed, or waiting for a partner. */
export const sessionSettled = (session: SessionActor) =>
  new Promise<void>((resolve) => {
    const check = (s: SessionSnapshot) => {
      if (s.matches('creating') || s.matches('restoring')) return;
      sub.unsubscribe();
      resolve();
    };
    const sub = session.subscribe(check);
    check(session.getSnapshot());
  });

/**
 * Makes the visit's app state, api client and session, and starts the app state and the session: the
 * session's call goes out now, and its token reaches the app state as soon as it is ready.
 */
export const startVisit = (config: RuntimeConfig): Visit => {
  const app = createVisitAppActor();
  const memberStore = createMemberAccessStore(window.sessionStorage);
  // A signed member link leaves the address bar now, not after the first render.
  takeLinkFromAddress(memberStore);
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
