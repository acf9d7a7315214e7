/**
 * The first moments of a visit, while the session is being started or restored on the api: a call that
 * needs the session's token waits here (the api client asks `token()`) until the session settles, ready
 * or failed, instead of failing at once for want of a token. A lead sent in those moments was lost: the
 * form said it could not send, though nothing had gone to the api. No wait outlasts `maxWaitMs`.
 *
 * A session that failed to start (the api down when the visit began) is started again for a call that
 * needs it, and the call waits for that start: the person who presses Send once the api is back gets their
 * lead sent, not "could not send" until the session's own retry comes round (its backoff grows to 30 s).
 * A call that came while a start was already under way and saw it fail gets one start of its own too
 * (that start may have begun before the api came back). Each call makes at most one start, so an outage
 * never turns into a loop.
 */
export const SESSION_WAIT_MS = 30_000;

type Phase = 'starting' | 'ready' | 'failed';

export const createSessionGate = (
  current: () => string | null | undefined,
  maxWaitMs: number = SESSION_WAIT_MS,
) => {
  let phase: Phase = 'starting';
  let startAgain: (() => void) | undefined;
  let resolveStart = () => {};
  // One wait per start for every call, bounded once: the first call that waits starts the bound.
  let thisStart: Promise<void> | null = null;
  const waitForStart = () =>
    (thisStart ??= new Promise<void>((resolve) => {
      const bound = setTimeout(resolve, maxWaitMs);
      resolveStart = () => {
        clearTimeout(bound);
        resolve();
      };
    }));
  const beginStart = () => {
    if (phase === 'starting') return;
    phase = 'starting';
    thisStart = null;
  };
  const end = (next: Phase) => {
    phase = next;
    resolveStart();
    resolveStart = () => {};
    thisStart = null;
  };
  /** A start after the failure: made here, or already made by another call. */
  const ownStart = () => {
    if (phase === 'failed') {
      const again = startAgain;
      beginStart();
      const waiting = waitForStart();
      again?.();
      return waiting.then(current);
    }
    return phase === 'starting' ? waitForStart().then(current) : current();
  };
  return {
    token: (): string | null | undefined | Promise<string | null | undefined> => {
      const now = current();
      if (now || phase === 'ready') return now;
      if (phase === 'failed') return ownStart();
      return waitForStart().then(() => current() ?? (phase === 'failed' ? ownStart() : current()));
    },
    /** The session is being started or restored (again). */
    starting: beginStart,
    /** The session is ready: its token is in the app state. */
    settle: () => end('ready'),
    /** The session could not start; `again` starts it anew. */
    fail: (again: () => void) => {
      startAgain = again;
      end('failed');
    },
  };
};

export type SessionGate = ReturnType<typeof createSessionGate>;
