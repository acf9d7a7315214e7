/**
 * Session start (spec section 4): a stored session with a reference id, a connectureSessionId and an
 * unexpired token is used as it is. Otherwise the existing session is fetched by reference id; if it is
 * missing or its token has expired, a new session is created. The site keeps working (chrome, phone)
 * whatever happens here; a failure is retried.
 */
import { USN_ALL_ID_DELAY_MS, USN_SITE_ID } from 'shared-contracts';
import { createActor, type Snapshot, snapshotOf } from '../actor';
import { isTokenExpired } from './token';

export interface StoredSession {
  websiteReferenceId: string;
  accessToken: string;
  connectureSessionId?: string | undefined;
  accountId?: string | null | undefined;
}

export interface RestoredSession extends StoredSession {
  zip: string | null;
  fips: string | null;
  countyName: string | null;
  assignedAgent: {
    agentUuid: string;
    firstName: string;
    lastName: string;
    title: string;
    phone: string;
    photoLink: string | null;
  } | null;
}

export interface SessionInput {
  stored: StoredSession | null;
  /** websiteReferenceID from the URL, when a link carries one. */
  referenceIdFromUrl?: string | undefined;
  allId?: string | undefined;
  /** Set when the partner visit was already tracked: then the USN delay is skipped. */
  visitWasTracked?: boolean;
  zip?: string | undefined;
  fips?: string | undefined;
  landingUrl: string;
  now?: () => number;
}

export interface SessionContext extends SessionInput {
  session: StoredSession | null;
  restored: RestoredSession | null;
  failures: number;
}

export type SessionEvent =
  | { type: 'session.reset' }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  /** The same session with a renewed access token (the person chose to stay before it ran out). */
  | { type: 'session.renewed'; session: RestoredSession };

const usable = (s: StoredSession | null, now: number): boolean =>
  !!s?.websiteReferenceId &&
  !!s.connectureSessionId &&
  !!s.accessToken &&
  !isTokenExpired(s.accessToken, now);

export type SessionState = 'waitingForPartner' | 'restoring' | 'creating' | 'failed' | 'ready';
export type SessionSnapshot = Snapshot<SessionState, SessionContext>;

/** The calls the session makes on the api (provided by the shell; a test gives its own). */
export interface SessionServices {
  fetchSession: (args: { input: { referenceId: string; token: string } }) => Promise<RestoredSession>;
  createSession: (args: {
    input: { zip?: string; fips?: string; landingUrl: string };
  }) => Promise<RestoredSession>;
}

const retryDelay = (context: SessionContext) =>
  Math.min(30_000, 2_000 * 2 ** Math.max(0, context.failures - 1));

/** Where a check of the stored session leads: used as it is, restored from the api, or created anew. */
const checked = (context: SessionContext): SessionSnapshot => {
  if (usable(context.session, (context.now ?? Date.now)())) return snapshotOf('ready', context);
  if (context.session?.accessToken && context.session.websiteReferenceId)
    return snapshotOf('restoring', context);
  return snapshotOf('creating', context);
};

/** The session's first state: a USN partner visit not yet tracked waits for the partner first. */
const started = (context: SessionContext): SessionSnapshot =>
  context.allId === USN_SITE_ID && !context.visitWasTracked
    ? snapshotOf('waitingForPartner', context)
    : checked(context);

export const createSessionActor = (services: SessionServices, input: SessionInput) => {
  // A link's reference id that differs from the stored one is the session to restore.
  const stored =
    input.stored && input.referenceIdFromUrl && input.referenceIdFromUrl !== input.stored.websiteReferenceId
      ? { ...input.stored, websiteReferenceId: input.referenceIdFromUrl, connectureSessionId: undefined }
      : input.stored;
  const context: SessionContext = { ...input, session: stored, restored: null, failures: 0 };
  return createActor<SessionSnapshot, SessionEvent>(started(context), {
    handle: (snapshot, event) => {
      const { value, context } = snapshot;
      if (value === 'failed' && event.type === 'session.retry') return checked(context);
      if (value !== 'ready') return snapshot;
      switch (event.type) {
        case 'session.expired':
          return checked(context);
        case 'session.renewed':
          return snapshotOf('ready', { ...context, session: event.session });
        case 'session.reset':
          return snapshotOf('creating', { ...context, session: null, restored: null });
        default:
          return snapshot;
      }
    },
    enter: ({ value, context }, update) => {
      const after = (ms: number, next: () => SessionSnapshot) => {
        const timer = setTimeout(() => update(next), ms);
        return () => clearTimeout(timer);
      };
      if (value === 'waitingForPartner') return after(USN_ALL_ID_DELAY_MS, () => checked(context));
      if (value === 'failed') return after(retryDelay(context), () => checked(context));
      if (value === 'restoring')
        services
          .fetchSession({
            input: { referenceId: context.session!.websiteReferenceId, token: context.session!.accessToken },
          })
          .then(
            (output) =>
              update(({ context }) =>
                isTokenExpired(output.accessToken, (context.now ?? Date.now)())
                  ? snapshotOf('creating', context)
                  : snapshotOf('ready', { ...context, session: output, restored: output }),
              ),
            () => update(({ context }) => snapshotOf('creating', context)),
          );
      if (value === 'creating')
        services
          .createSession({
            input: {
              ...(context.zip && context.fips ? { zip: context.zip, fips: context.fips } : {}),
              landingUrl: context.landingUrl,
            },
          })
          .then(
            (output) =>
              update(({ context }) =>
                snapshotOf('ready', { ...context, session: output, restored: output, failures: 0 }),
              ),
            () =>
              update(({ context }) => snapshotOf('failed', { ...context, failures: context.failures + 1 })),
          );
      return undefined;
    },
  });
};

export type SessionActor = ReturnType<typeof createSessionActor>;
