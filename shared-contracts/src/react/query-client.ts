/**
 * The one QueryClient policy of the suite (the host creates the client; every remote reads it from
 * the host context). It lives beside the host value because every host, the shell included, makes one.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http';

/** The http client has already retried idempotent calls on 408, 429 and 502-504; one more try at most. */
const MAX_QUERY_RETRIES = 1;

/** A network failure or a server error may pass; a 4xx, a bad response shape or a rule failure will not. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof ApiError
    ? error.status >= 500
    : error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < MAX_QUERY_RETRIES && isRetryable(error),
        // Server data changes when the person changes it here (and then it is invalidated), so it is
        // fresh for a while; cost-bearing lists stay fresh until a plan fetch flag says otherwise.
        staleTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
