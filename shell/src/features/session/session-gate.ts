/**
 * The first moments of a visit, while the session is being started or restored on the api: a call that
 * needs the session's token waits here (the api client asks `token()`) until the session first settles,
 * ready or failed, instead of failing at once for want of a token. A lead sent in those moments was lost:
 * the form said it could not send, though nothing had gone to the api. Once settled, a missing token is
 * answered at once, as before; the wait never outlasts `maxWaitMs`.
 */
export const SESSION_WAIT_MS = 30_000;

export const createSessionGate = (
  current: () => string | null | undefined,
  maxWaitMs: number = SESSION_WAIT_MS,
) => {
  let open = false;
  let settle = () => {};
  // One wait for every call, bounded once: the first call that waits starts the bound.
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
      if (now || open) return now;
      return waitForSettling().then(current);
    },
    settle: () => {
      open = true;
      settle();
    },
  };
};

export type SessionGate = ReturnType<typeof createSessionGate>;
