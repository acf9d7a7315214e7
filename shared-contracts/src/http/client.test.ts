import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configForApiBase } from '../config';
import { ApiError, createApiClients, serializeQuery, TRANSACTION_HEADER } from './index';

const config = configForApiBase('http://api.test');
const okFetch = (body: unknown) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200 }),
  );
const requestOf = (fetchMock: ReturnType<typeof okFetch>) => fetchMock.mock.calls[0]![0] as Request;

describe('service clients', () => {
  it('refuses an authenticated call without a token, without touching the network', async () => {
    const fetchMock = okFetch({});
    const api = createApiClients(config, { getToken: () => null, transactionId: 't-1', fetch: fetchMock });
    await expect(api.consumer.call('get', 'session/abc')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized Session',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the bearer token and the transaction id, and parses with the schema', async () => {
    const fetchMock = okFetch({ zip: '85004' });
    const api = createApiClients(config, { getToken: () => 'tok', transactionId: 't-2', fetch: fetchMock });
    const result = await api.consumer.call('get', 'markets', {
      query: { zip: '85004' },
      schema: z.object({ zip: z.string() }),
    });
    expect(result).toEqual({ zip: '85004' });
    const request = requestOf(fetchMock);
    expect(request.url).toBe('http://api.test/consumer/markets?zip=85004');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get(TRANSACTION_HEADER)).toBe('t-2');
  });

  it('sends no Authorization on noAuth calls and on data-warehouse calls', async () => {
    const fetchMock = okFetch({});
    const api = createApiClients(config, { getToken: () => 'tok', transactionId: 't-3', fetch: fetchMock });
    await api.consumer.call('get', 'location/counties', { query: { zip: '85004' }, noAuth: true });
    await api.dataWarehouse.call('post', 'aep_analytics/page_views', { body: { url: '/' } });
    for (const [input] of fetchMock.mock.calls) {
      const request = input as Request;
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.headers.get(TRANSACTION_HEADER)).toBe('t-3');
    }
  });

  it('turns an error response into an ApiError with the server message', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Bad zip', issues: [] }), { status: 400 }),
    );
    const api = createApiClients(config, { getToken: () => 'tok', transactionId: 't', fetch: fetchMock });
    const error = await api.consumer.call('post', 'session', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad zip' });
  });

  it('rejects a path with a leading slash and a response that breaks its schema', async () => {
    const api = createApiClients(config, {
      getToken: () => 'tok',
      transactionId: 't',
      fetch: okFetch({ zip: 5 }),
    });
    await expect(api.consumer.call('get', '/markets')).rejects.toBeInstanceOf(TypeError);
    await expect(
      api.consumer.call('get', 'markets', { schema: z.object({ zip: z.string() }) }),
    ).rejects.toThrow();
  });

  it('serialises the query as key=value with non-scalar values JSON-encoded', () => {
    expect(
      serializeQuery({
        zip: '85004',
        year: 2027,
        isMailOrder: false,
        types: ['MA', 'PDP'],
        skip: undefined,
      }).toString(),
    ).toBe('zip=85004&year=2027&isMailOrder=false&types=%5B%22MA%22%2C%22PDP%22%5D');
  });
});
