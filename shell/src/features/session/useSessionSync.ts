/**
 * Session start and sync (spec 4): the session actor runs on the api; once ready its session and any
 * restored location go into the app state, and its assigned agent is kept. The server session then
 * follows the stored location.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from 'shared-contracts/http';
import type { AssignedAgent, HostContextValue } from 'shared-contracts/react';
import { useSelector, useStartedActor } from '../actor';
import type { AppActor } from '../app-state';
import { createSessionActor, type SessionActor, type SessionSnapshot } from './session.machine';
import { createSession, fetchSession, updateSession } from './session-api';
import type { SessionGate } from './session-gate';

/** The visit's session actor, from the app state as it was restored. */
export const createVisitSessionActor = (app: AppActor, api: ApiClient): SessionActor => {
  const initial = app.getSnapshot().context;
  return createSessionActor(
    {
      fetchSession: ({ input }) => fetchSession(api, input.referenceId, input.token),
      createSession: ({ input }) => createSession(api, input),
    },
    {
      stored: initial.session,
      referenceIdFromUrl: initial.attribution.websiteReferenceId,
      allId: initial.attribution.allId,
      visitWasTracked: initial.visitWasTracked,
      zip: initial.location?.zipCode ?? initial.attribution.zip,
      fips: initial.location?.fips ?? initial.attribution.fips,
      landingUrl: window.location.href,
    },
  );
};

/**
 * A ready session's token, and any location it restored, into the app state: now, and on every change
 * until the returned function is called. The same session seen again changes nothing.
 */
export const syncSessionToApp = (session: SessionActor, app: AppActor): (() => void) => {
  const apply = (s: SessionSnapshot) => {
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
  };
  const sub = session.subscribe(apply);
  apply(session.getSnapshot());
  return () => sub.unsubscribe();
};

/** The agent a restored session assigned, kept once known. */
const assignedAgentOf = (s: SessionSnapshot): AssignedAgent | null => {
  const agent = s.matches('ready') ? s.context.restored?.assignedAgent : null;
  return agent ? { ...agent, photoLink: agent.photoLink ?? undefined } : null;
};

/**
 * The visit's session, made and started before the first render and kept in step with the app state by
 * `startVisit` (`syncSessionToApp`): its status, its gate told how it stands, the agent it restored, and
 * the app state's location saved to it.
 */
export const useSessionSync = (app: AppActor, made: SessionActor, api: ApiClient, gate?: SessionGate) => {
  const session = useStartedActor(() => made);
  const status = useSelector(session, (s): HostContextValue['sessionStatus'] =>
    s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'starting',
  );
  const ready = status === 'ready';
  // After the effect below has put a ready session's token into the app state (it runs on the change).
  // A failed session is started again by the gate when a call needs it.
  useEffect(() => {
    if (status === 'ready') gate?.settle();
    else if (status === 'failed') gate?.fail(() => session.send({ type: 'session.retry' }));
    else gate?.starting();
  }, [status, gate, session]);
  const restored = useSelector(session, (s) => s.context.restored);
  const [restoredAgent, setRestoredAgent] = useState<AssignedAgent | null>(() =>
    assignedAgentOf(session.getSnapshot()),
  );

  useEffect(() => {
    const keep = (s: SessionSnapshot) => {
      const agent = assignedAgentOf(s);
      if (agent) setRestoredAgent(agent);
    };
    const sub = session.subscribe(keep);
    keep(session.getSnapshot());
    return () => sub.unsubscribe();
  }, [session]);

  const location = useSelector(app, (s) => s.context.location);
  const appSession = useSelector(app, (s) => s.context.session);
  useEffect(() => {
    if (!ready || !location || !appSession) return;
    if (restored?.zip === location.zipCode && restored.fips === location.fips) return;
    updateSession(api, { zip: location.zipCode, fips: location.fips }).catch((e) =>
      console.warn('[session] location not saved to the session', e),
    );
  }, [ready, location, appSession, restored, api]);

  return { session, ready, status, restoredAgent };
};
