import { endpoints } from 'shared-contracts/endpoints';
import type { ApiClient } from 'shared-contracts/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsInOwnTask } from './own-task';

describe('callsInOwnTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts each call in a later task, in the order they were made, with their arguments and results', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const started: unknown[] = [];
    const client: ApiClient = {
      call: vi.fn(async (endpoint: { path: string }, input?: unknown) => {
        started.push([endpoint.path, input]);
        if (endpoint === endpoints.content.siteOptions) throw new Error('content down');
        return endpoint.path;
      }) as unknown as ApiClient['call'],
    };
    const api = callsInOwnTask(client);
    const session = api.call(endpoints.session.create, { body: { landingUrl: 'http://x/' } } as never);
    const content = api
      .call(endpoints.content.siteOptions, { query: { date: '2026-11-26' } } as never)
      .catch((error: Error) => `rejected: ${error.message}`);
    // Nothing is started in the task that made the calls (the first commit's).
    await Promise.resolve();
    expect(started).toEqual([]);
    await vi.runAllTimersAsync();
    expect(started).toEqual([
      [endpoints.session.create.path, { body: { landingUrl: 'http://x/' } }],
      [endpoints.content.siteOptions.path, { query: { date: '2026-11-26' } }],
    ]);
    await expect(session).resolves.toBe(endpoints.session.create.path);
    await expect(content).resolves.toBe('rejected: content down');
  });
});
