/**
 * Session start (spec section 4): a stored session with a reference id, a connectureSessionId and an
 * unexpired token is used as it is. Otherwise the existing session is fetched by reference id; if it is
 * missing or its token has expired, a new session is created. The site keeps working (chrome, phone)
 * whatever happens here; a failure is retried.
 */
import { USN_ALL_ID_DELAY_MS, USN_SITE_ID } from 'shared-contracts';
import { assign, fromPromise, setup } from 'xstate';
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

const usable = (s: StoredSession | null, now: number): s is StoredSession =>
  !!s?.websiteReferenceId &&
  !!s.connectureSessionId &&
  !!s.accessToken &&
  !isTokenExpired(s.accessToken, now);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    fetchSession: fromPromise<RestoredSession, { referenceId: string; token: string }>(async () => {
      throw new Error('fetchSession is provided by the shell');
    }),
    createSession: fromPromise<RestoredSession, { zip?: string; fips?: string; landingUrl: string }>(
      async () => {
        throw new Error('createSession is provided by the shell');
      },
    ),
  },
  guards: {
    needsUsnDelay: ({ context }) => context.allId === USN_SITE_ID && !context.visitWasTracked,
    storedUsable: ({ context }) => usable(context.session, (context.now ?? Date.now)()),
    canRestore: ({ context }) => !!context.session?.accessToken && !!context.session.websiteReferenceId,
    restoredUsable: ({ context, event }) => {
      const output = (event as unknown as { output: RestoredSession }).output;
      return !isTokenExpired(output.accessToken, (context.now ?? Date.now)());
    },
  },
  delays: {
    usnDelay: USN_ALL_ID_DELAY_MS,
    retryDelay: ({ context }) => Math.min(30_000, 2_000 * 2 ** Math.max(0, context.failures - 1)),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    // A link's reference id that differs from the stored one is the session to restore.
    const stored =
      input.stored && input.referenceIdFromUrl && input.referenceIdFromUrl !== input.stored.websiteReferenceId
        ? { ...input.stored, websiteReferenceId: input.referenceIdFromUrl, connectureSessionId: undefined }
        : input.stored;
    return { ...input, session: stored, restored: null, failures: 0 };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'needsUsnDelay', target: 'waitingForPartner' }, { target: 'checking' }],
    },
    waitingForPartner: { after: { usnDelay: 'checking' } },
    checking: {
      always: [
        { guard: 'storedUsable', target: 'ready' },
        { guard: 'canRestore', target: 'restoring' },
        { target: 'creating' },
      ],
    },
    restoring: {
      invoke: {
        src: 'fetchSession',
        input: ({ context }) => ({
          referenceId: context.session!.websiteReferenceId,
          token: context.session!.accessToken,
        }),
        onDone: [
          {
            guard: 'restoredUsable',
            target: 'ready',
            actions: assign({ session: ({ event }) => event.output, restored: ({ event }) => event.output }),
          },
          { target: 'creating' },
        ],
        onError: { target: 'creating' },
      },
    },
    creating: {
      invoke: {
        src: 'createSession',
        input: ({ context }) => ({
          ...(context.zip && context.fips ? { zip: context.zip, fips: context.fips } : {}),
          landingUrl: context.landingUrl,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            session: ({ event }) => event.output,
            restored: ({ event }) => event.output,
            failures: 0,
          }),
        },
        onError: { target: 'failed', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
    },
    failed: {
      after: { retryDelay: 'checking' },
      on: { 'session.retry': 'checking' },
    },
    ready: {
      on: {
        'session.expired': { target: 'checking' },
        'session.renewed': { actions: assign({ session: ({ event }) => event.session }) },
        'session.reset': { target: 'creating', actions: assign({ session: null, restored: null }) },
      },
    },
  },
});
