import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiClient } from 'shared-contracts/http';
import { describe, expect, it } from 'vitest';
import { fakeApi, notFound, type RecordedRequest } from '../../test-api';
import { AREA, createdSession, testApp, testToken } from '../../test-app';
import type { AppActor } from '../app-state';
import { createSessionGate } from './session-gate';
import { createVisitSessionActor, syncSessionToApp, useSessionSync } from './useSessionSync';

/** The visit's session as `startVisit` makes it: kept in step with the app state. */
const visitSession = (app: AppActor, api: ApiClient) => {
  const session = createVisitSessionActor(app, api);
  syncSessionToApp(session, app);
  return session;
};

// Reference ids are 22 url-safe characters.
const WR1 = 'WR1aaaaaaaaaaaaaaaaaaa';
const WR9 = 'WR9aaaaaaaaaaaaaaaaaaa';

const agent = {
  agentUuid: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60',
  firstName: 'Ana',
  lastName: 'Diaz',
  title: 'Licensed agent',
  phone: '(602) 555-0142',
  photoLink: null,
};

const restored = (token: string) => ({
  accessData: { accessToken: token, expiresAt: '2099-01-01T00:00:00Z' },
  websiteReferenceId: WR9,
  accountId: null,
  assignedAgent: agent,
  connectureSessionId: 'C9',
  external_uuid: 'E9',
  landing_url: null,
  year: 2027,
  zip: AREA.zipCode,
  fips: AREA.fips,
  countyName: AREA.countyName,
  dosages: [],
  providers: [],
  pharmacies: [],
  benefits: [],
});

const route = (handlers: Record<string, () => Response>) => (request: RecordedRequest) =>
  handlers[`${request.method} ${request.path}`]?.() ?? notFound();

describe('useSessionSync', () => {
  it('creates a session with the stored area and puts it in the app state', async () => {
    const token = testToken(3600);
    const app = testApp({ location: AREA });
    const { api, requests } = fakeApi(
      route({
        'POST /consumer/session': () => Response.json(createdSession(token), { status: 201 }),
        'PATCH /consumer/session': () => Response.json({ external_uuid: 'E1' }),
      }),
    );
    const session = visitSession(app, api);
    const { result } = renderHook(() => useSessionSync(app, session, api));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(app.getSnapshot().context).toMatchObject({
      session: { websiteReferenceId: WR1, accessToken: token, connectureSessionId: 'C1' },
      visitWasTracked: true,
    });
    expect(requests[0]?.body).toMatchObject({ zip: AREA.zipCode, fips: AREA.fips });
    // The session was made with this area: nothing more to save.
    expect(requests.map((r) => r.method)).toEqual(['POST']);
  });

  it('saves a new location to the ready session', async () => {
    const app = testApp();
    const { api, requests } = fakeApi(
      route({
        'POST /consumer/session': () => Response.json(createdSession(testToken(3600)), { status: 201 }),
        'PATCH /consumer/session': () => Response.json({ external_uuid: 'E1' }),
      }),
    );
    const session = visitSession(app, api);
    const { result } = renderHook(() => useSessionSync(app, session, api));
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => app.send({ type: 'app.location', location: AREA }));
    await waitFor(() => expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH']));
    expect(requests[1]?.body).toEqual({ zip: AREA.zipCode, fips: AREA.fips });
  });

  it('a session that could not start is started again by the next call that needs it, at once', async () => {
    const token = testToken(3600);
    const app = testApp({ location: AREA });
    let apiUp = false;
    const { api, requests } = fakeApi(
      route({
        'POST /consumer/session': () =>
          apiUp ? Response.json(createdSession(token), { status: 201 }) : new Response(null, { status: 503 }),
      }),
    );
    const gate = createSessionGate(() => app.getSnapshot().context.session?.accessToken);
    const session = visitSession(app, api);
    const { result } = renderHook(() => useSessionSync(app, session, api, gate));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const starts = requests.length;
    // The api is back; a lead is sent long before the session's own retry (2 s and more) comes round.
    apiUp = true;
    let sent: string | null | undefined;
    await act(async () => {
      sent = await gate.token();
    });
    expect(sent).toBe(token);
    expect(result.current.status).toBe('ready');
    expect(requests).toHaveLength(starts + 1);
  });

  it('restores a linked session: its area and its assigned agent come back', async () => {
    const token = testToken(3600);
    const app = testApp({
      attribution: { websiteReferenceId: WR9 },
      session: { websiteReferenceId: WR1, accessToken: 'old' },
    });
    const { api, requests } = fakeApi(
      route({ [`GET /consumer/session/${WR9}`]: () => Response.json(restored(token)) }),
    );
    const session = visitSession(app, api);
    const { result } = renderHook(() => useSessionSync(app, session, api));
    await waitFor(() => expect(result.current.restoredAgent?.firstName).toBe('Ana'));
    expect(result.current.restoredAgent?.photoLink).toBeUndefined();
    expect(app.getSnapshot().context.location).toEqual(AREA);
    expect(app.getSnapshot().context.session?.websiteReferenceId).toBe(WR9);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer old');
    expect(requests).toHaveLength(1);
  });
});
