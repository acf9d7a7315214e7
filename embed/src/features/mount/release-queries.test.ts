import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseQueries } from './release-queries';

describe('releaseQueries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no cache timer when a request was still in flight at the unmount', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const aborted = vi.fn();
    // A request that only ends when it is aborted (an api that has not answered yet).
    const observer = new QueryObserver(queryClient, {
      queryKey: ['plans'],
      queryFn: ({ signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted();
            reject(signal.reason);
          });
        }),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(queryClient.isFetching()).toBe(1);

    unsubscribe(); // React's unmount: the query schedules its cache timer
    await releaseQueries(queryClient);
    await vi.advanceTimersByTimeAsync(0);

    expect(aborted).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears a cache whose requests had all answered', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ['content'], queryFn: async () => 'text' });
    await releaseQueries(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
