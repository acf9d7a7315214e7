/**
 * The first moments of a visit, while the session is being started or restored on the api: a call that
 * needs the session's token waits here (the api client asks `token()`) until the session settles, ready
 * or failed, instead of failing at once for want of a token. A lead sent in those moments was lost: the
 * form said it could not send, though nothing had gone to the api. The wait never outlasts `maxWaitMs`.
 *
 * A session that failed to start (the api down when the visit began) is started again by the next call
 * that needs it, which waits for that new start: the person who presses Send once the api is back gets
 * their lead sent, not "could not send" until the session's own retry comes round (its backoff grows to
 * 30 s). Each settling says how to start the session again, if it failed (`settle(retry)`).
 */
export const SESSION_WAIT_MS = 30_000;

export const createSessionGate = (
  current: () => string | null | undefined,
  maxWaitMs: number = SESSION_WAIT_MS,
) => {
  let open = false;
  let retry: (() => void) | undefined;
  let settle = () => {};
  // One wait for every call of one start, bounded once: the first call that waits starts the bound.
  let settled: Promise<void> | null = null;
  const waitForSettling = () =>
    (settled ??= new Promise<void>((resolve) => {
      const bound = setTimeout(resolve, maxWaitMs);
      settle = () => {
        clearTimeout(bound);
        resolve();
      };
    }));
  return {
    token: (): string | null | undefined | Promise<string | null | undefined> => {
      const now = current();
      if (now) return now;
      if (open && retry) {
        const again = retry;
        open = false;
        retry = undefined;
        settled = null;
        const waiting = waitForSettling().then(current);
        again();
        return waiting;
      }
      if (open) return now;
      return waitForSettling().then(current);
    },
    /** The session is ready, or failed (then `again` starts it anew; the next call without a token asks). */
    settle: (again?: () => void) => {
      open = true;
      retry = again;
      settle();
    },
  };
};

export type SessionGate = ReturnType<typeof createSessionGate>;
