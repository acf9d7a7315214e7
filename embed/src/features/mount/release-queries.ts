import type { QueryClient } from '@tanstack/react-query';

/**
 * Lets go of a finder's query cache once its React root is unmounted: no request, no timer left behind.
 * Unmounting the observers schedules each query's cache timer, and a request still in flight schedules
 * one more when it settles, after any clearing done at once (TanStack Query schedules the timer in the
 * fetch's `finally`). So the requests are cancelled first, and the cache is cleared (every query's timer
 * with it) once they have settled.
 */
export const releaseQueries = (queryClient: QueryClient): Promise<void> =>
  queryClient.cancelQueries().finally(() => queryClient.clear());
