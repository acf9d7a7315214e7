import { describe, expect, it, vi } from 'vitest';
import { configForApiBase } from '../config';
import { endpoints, serializeQuery } from '../endpoints';
import { makeMarket, makePartner } from '../test-data';
import { ApiError, createApiClient, endpointUrl, TRANSACTION_HEADER } from './index';

const config = configForApiBase('http://api.test');
const respond = (...responses: (() => Response)[]) => {
  let i = 0;
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses[Math.min(i++, responses.length - 1)]!;
    return next();
  });
};
const okFetch = (body: unknown) => respond(() => Response.json(body));
const requestAt = (fetchMock: ReturnType<typeof respond>, i = 0) => fetchMock.mock.calls[i]![0] as Request;

const market = makeMarket();
const partner = makePartner({
  id: 'usn',
  name: 'USN',
  url: 'https://usn.example',
  colors: { primary: '#000', secondary: null },
});
const REFERENCE_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('api client', () => {
  it('settles a call no sooner than the minimum duration, an answer or a failure alike (spec 4, 9)', async () => {
    vi.useFakeTimers();
    try {
      const api = createApiClient(config, {
        getToken: () => 'tok',
        transactionId: 't',
        fetch: respond(
          () => Response.json({ cntr: [] }),
          () => Response.json({ message: 'no' }, { status: 400 }),
        ),
        minimumDurationMs: 200,
      });
      for (const outcome of ['answer', 'failure']) {
        let settled = false;
        const done = api
          .call(endpoints.drugs.search, { query: { name: 'lip' } })
          .catch(() => undefined)
          .finally(() => {
            settled = true;
          });
        await vi.advanceTimersByTimeAsync(199);
        expect(settled, outcome).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await done;
        expect(settled, outcome).toBe(true);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a token the host promises (a session still starting) and sends it', async () => {
    const fetchMock = okFetch({});
    let give: (token: string) => void = () => {};
    const promised = new Promise<string>((resolve) => {
      give = resolve;
    });
    const api = createApiClient(config, { getToken: () => promised, transactionId: 't', fetch: fetchMock });
    const call = api.call(endpoints.session.update, { body: { zip: '85004' } });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    give('late-tok');
    // Only what was sent matters here, not how this test's empty answer parses.
    await call.catch(() => undefined);
    expect(requestAt(fetchMock).headers.get('authorization')).toBe('Bearer late-tok');
  });

  it('refuses a session call without a token, without touching the network', async () => {
    const fetchMock = okFetch({});
    const api = createApiClient(config, { getToken: () => null, transactionId: 't-1', fetch: fetchMock });
    await expect(
      api.call(endpoints.session.detail, { params: { referenceId: REFERENCE_ID } }),
    ).rejects.toMatchObject({ status: 401, message: 'Unauthorized Session' });
    await expect(api.call(endpoints.partners.detail, { params: { id: 'usn' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the bearer token and the transaction id to the service base, and parses with the schema', async () => {
    const fetchMock = okFetch({ cntr: [] });
    const api = createApiClient(config, { getToken: () => 'tok', transactionId: 't-2', fetch: fetchMock });
    const result = await api.call(endpoints.drugs.search, { query: { name: 'lip' } });
    expect(result).toEqual({ cntr: [] });
    const request = requestAt(fetchMock);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://api.test/consumer/drugs?name=lip');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.get(TRANSACTION_HEADER)).toBe('t-2');
  });

  it("sends the visit's language at the time of each call as Accept-Language, so the api answers in it", async () => {
    const fetchMock = okFetch({ cntr: [] });
    let language: 'en' | 'es' = 'es';
    const api = createApiClient(config, {
      getToken: () => 'tok',
      transactionId: 't',
      getLanguage: () => language,
      fetch: fetchMock,
    });
    await api.call(endpoints.drugs.search, { query: { name: 'lip' } });
    language = 'en';
    await api.call(endpoints.drugs.search, { query: { name: 'lip' } });
    expect(requestAt(fetchMock, 0).headers.get('Accept-Language')).toBe('es');
    expect(requestAt(fetchMock, 1).headers.get('Accept-Language')).toBe('en');
  });

  it('uses the given token instead of the current one (session restore)', async () => {
    const fetchMock = okFetch({});
    const api = createApiClient(config, { getToken: () => null, transactionId: 't', fetch: fetchMock });
    await api
      .call(endpoints.session.detail, { params: { referenceId: REFERENCE_ID } }, { token: 'stored' })
      .catch(() => undefined);
    expect(requestAt(fetchMock).headers.get('Authorization')).toBe('Bearer stored');
    expect(requestAt(fetchMock).url).toBe(`http://api.test/consumer/session/${REFERENCE_ID}`);
  });

  it('sends the partner token on partner calls, never the session token', async () => {
    const fetchMock = okFetch(partner);
    const api = createApiClient(
      { ...config, partnerToken: 'partner-tok' },
      { getToken: () => 'session-tok', transactionId: 't', fetch: fetchMock },
    );
    expect(await api.call(endpoints.partners.detail, { params: { id: 'usn' } })).toEqual(partner);
    expect(requestAt(fetchMock).url).toBe('http://api.test/partners/partners/usn');
    expect(requestAt(fetchMock).headers.get('Authorization')).toBe('Bearer partner-tok');
  });

  it('sends no Authorization on public calls, and only the transaction id on data-warehouse calls', async () => {
    const fetchMock = okFetch({ id: 'x', ...market, cntr: [] });
    const api = createApiClient(config, { getToken: () => 'tok', transactionId: 't-3', fetch: fetchMock });
    await api.call(endpoints.location.markets, { query: { zip: '85004' } });
    await api.call(endpoints.dw.pageView, { body: { url: 'http://localhost:3000/', userAgentBrowser: 'x' } });
    for (const [input] of fetchMock.mock.calls) {
      const request = input as Request;
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.headers.get(TRANSACTION_HEADER)).toBe('t-3');
    }
    const dwRequest = requestAt(fetchMock, 1);
    expect(dwRequest.url).toBe('http://api.test/dw/aep_analytics/page_views');
    expect(await dwRequest.json()).toEqual({ url: 'http://localhost:3000/', userAgentBrowser: 'x' });
  });

  it('encodes path parameters into their slots, and throws a TypeError for a missing one without a call', async () => {
    const fetchMock = respond(() => new Response(null, { status: 204 }));
    const api = createApiClient(config, { getToken: () => 'tok', transactionId: 't', fetch: fetchMock });
    await expect(
      api.call(endpoints.drugs.deleteDosage, { params: { recordId: 'a/b c' } }),
    ).resolves.toBeUndefined();
    expect(requestAt(fetchMock).url).toBe('http://api.test/consumer/session/dosages/a%2Fb%20c');
    expect(requestAt(fetchMock).method).toBe('DELETE');
    await expect(
      api.call(endpoints.drugs.deleteDosage, { params: {} as { recordId: string } }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns an error response into an ApiError with the server message and body', async () => {
    const answer = { message: 'Bad zip', issues: [{ path: 'zip', message: 'Bad zip' }] };
    const fetchMock = respond(() => Response.json(answer, { status: 400 }));
    const api = createApiClient(config, { getToken: () => 'tok', transactionId: 't', fetch: fetchMock });
    const error = await api.call(endpoints.session.create, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad zip', body: answer });
  });

  it('rejects a response that breaks its schema', async () => {
    const api = createApiClient(config, {
      getToken: () => 'tok',
      transactionId: 't',
      fetch: okFetch({ ...market, zip: 5 }),
    });
    await expect(api.call(endpoints.location.markets, { query: { zip: '85004' } })).rejects.toThrow();
  });

  it('retries idempotent calls on 503, never a post', async () => {
    const unavailable = () => Response.json({ message: 'busy' }, { status: 503 });
    const getFetch = respond(unavailable, () => Response.json(market));
    const api = createApiClient(config, { getToken: () => 'tok', transactionId: 't', fetch: getFetch });
    expect(await api.call(endpoints.location.markets, { query: { zip: '85004' } })).toEqual(market);
    expect(getFetch).toHaveBeenCalledTimes(2);

    const postFetch = respond(unavailable);
    const poster = createApiClient(config, { getToken: () => 'tok', transactionId: 't', fetch: postFetch });
    await expect(
      poster.call(endpoints.marketing.questions, { body: { questions: [] } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(postFetch).toHaveBeenCalledTimes(1);
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

  it('builds the full URL of a call for a link', () => {
    expect(
      endpointUrl(config, endpoints.medsupp.authorize, {
        query: { agentUuid: '6f1c1f7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f', nextKey: 'k 1' },
      }),
    ).toBe(
      'http://api.test/products/csg/oauth/authorize?agentUuid=6f1c1f7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f&nextKey=k+1',
    );
  });

  it('types the input from the descriptor (checked by tsc)', () => {
    const api = createApiClient(config, { getToken: () => 'tok', transactionId: 't', fetch: okFetch({}) });
    const calls = [
      // @ts-expect-error the query is required when the endpoint has a query schema
      () => api.call(endpoints.location.markets),
      // @ts-expect-error a body of the wrong shape
      () => api.call(endpoints.leads.update, { body: { usedWebsiteInitiatedDial: 'yes' } }),
      // @ts-expect-error no params on an endpoint without path parameters
      () => api.call(endpoints.content.phoneNumbers, { params: { id: 'x' } }),
      () => api.call(endpoints.content.phoneNumbers),
    ];
    expect(calls).toHaveLength(4);
  });
});

describe('api client: extension auth kinds and file answers', () => {
  const ACCOUNT = '9c4b2e1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
  const MEETING = '0d5a3c4e-1f2b-4c6d-8e9f-a0b1c2d3e4f5';

  it('sends the member token to member calls, and refuses them without one before the network', async () => {
    const fetchMock = okFetch({});
    const none = createApiClient(config, { getToken: () => 'session', transactionId: 't', fetch: fetchMock });
    await expect(
      none.call(endpoints.member.account, { params: { accountId: ACCOUNT } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    const withMember = createApiClient(config, {
      getToken: () => 'session',
      getMemberToken: () => 'member',
      transactionId: 't',
      fetch: fetchMock,
    });
    await withMember
      .call(endpoints.member.account, { params: { accountId: ACCOUNT } })
      .catch(() => undefined);
    expect(requestAt(fetchMock).headers.get('Authorization')).toBe('Bearer member');
    expect(requestAt(fetchMock).url).toBe(`http://api.test/consumer/member/accounts/${ACCOUNT}`);
  });

  it("sends a meeting call the link's token when given, else the session's; never a browser token to agent calls", async () => {
    const fetchMock = okFetch({});
    const api = createApiClient(config, { getToken: () => 'session', transactionId: 't', fetch: fetchMock });
    await api.call(endpoints.scheduling.detail, { params: { meetingId: MEETING } }).catch(() => undefined);
    expect(requestAt(fetchMock).headers.get('Authorization')).toBe('Bearer session');
    expect(requestAt(fetchMock).url).toBe(`http://api.test/scheduling/meetings/${MEETING}`);
    await api
      .call(endpoints.scheduling.detail, { params: { meetingId: MEETING } }, { token: 'link' })
      .catch(() => undefined);
    expect(requestAt(fetchMock, 1).headers.get('Authorization')).toBe('Bearer link');
    await expect(
      api.call(endpoints.member.issueLink, { params: { accountId: ACCOUNT }, body: {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads a file answer as a Blob', async () => {
    const fetchMock = respond(
      () => new Response('BEGIN:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar' } }),
    );
    const api = createApiClient(config, { getToken: () => 'session', transactionId: 't', fetch: fetchMock });
    const file = await api.call(endpoints.scheduling.calendar, { params: { meetingId: MEETING } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('BEGIN:VCALENDAR\r\n');
  });
});
