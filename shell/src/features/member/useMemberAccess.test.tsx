import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-api';
import { createMemberAccessStore } from './member-access';
import { useMemberAccess } from './useMemberAccess';

const access = { accessToken: 'member-jwt', expiresAt: '2999-01-01T00:00:00.000Z', accountId: 'acc-1' };

const at = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => {
  window.sessionStorage.clear();
  at('/');
});

describe('useMemberAccess', () => {
  it('exchanges the link in the fragment, removes it from the address and keeps the token', async () => {
    at('/member/acc-1/opp/WR1/?utm_source=mail#link=signed-link');
    const { api, requests } = fakeApi(() => Response.json(access, { status: 201 }));
    const store = createMemberAccessStore(window.sessionStorage);
    const { result } = renderHook(() => useMemberAccess(api, store));
    expect(result.current.status).toBe('exchanging');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?utm_source=mail');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', accountId: 'acc-1' }));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/consumer/member/session' });
    expect(requests[0]?.body).toEqual({ link: 'signed-link' });
    expect(store.current()?.accessToken).toBe('member-jwt');
  });

  it('keeps the link in the tab before anything is shown, and exchanges it on the next load when the person left before the answer', async () => {
    at('/member/acc-1/opp/WR1/#link=signed-link');
    const left = fakeApi(() => new Promise<Response>(() => {}));
    const store = createMemberAccessStore(window.sessionStorage);
    const first = renderHook(() => useMemberAccess(left.api, store));
    expect(first.result.current.status).toBe('exchanging');
    expect(window.location.hash).toBe('');
    first.unmount();

    at('/member/acc-1/opp/WR1/');
    const { api, requests } = fakeApi(() => Response.json(access, { status: 201 }));
    const back = renderHook(() => useMemberAccess(api, createMemberAccessStore(window.sessionStorage)));
    expect(back.result.current.status).toBe('exchanging');
    await waitFor(() => expect(back.result.current).toEqual({ status: 'ready', accountId: 'acc-1' }));
    expect(requests.at(-1)?.body).toEqual({ link: 'signed-link' });
    // Once exchanged, the link is no longer kept: the token is.
    expect(store.pendingLink()).toBeNull();
    expect(store.current()?.accessToken).toBe('member-jwt');
  });

  it('exchanges a new link opened on the page it leads to (only the fragment changes)', async () => {
    at('/member/acc-1/opp/WR1/');
    const store = createMemberAccessStore(window.sessionStorage);
    store.save({ ...access, expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const { api, requests } = fakeApi(() => Response.json(access, { status: 201 }));
    const { result } = renderHook(() => useMemberAccess(api, store));
    expect(result.current.status).toBe('ready');

    window.location.hash = '#link=new-link';
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ link: 'new-link' }));
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', accountId: 'acc-1' }));
    expect(store.current()?.expiresAt).toBe(access.expiresAt);
  });

  it('reports a refused link and forgets any earlier access', async () => {
    at('/member/acc-1/opp/WR1/#link=expired');
    const store = createMemberAccessStore(window.sessionStorage);
    store.save({ ...access, accountId: 'someone-else' });
    const { api } = fakeApi(() => Response.json({ message: 'Unauthorized' }, { status: 401 }));
    const { result } = renderHook(() => useMemberAccess(api, store));
    await waitFor(() => expect(result.current).toEqual({ status: 'invalid', accountId: null }));
    expect(store.current()).toBeNull();
    expect(store.pendingLink()).toBeNull();
  });

  it('uses a stored unexpired access without a link, and drops an expired one', () => {
    const store = createMemberAccessStore(window.sessionStorage);
    const { api, requests } = fakeApi(() => Response.json({}));
    store.save(access);
    expect(renderHook(() => useMemberAccess(api, store)).result.current).toEqual({
      status: 'ready',
      accountId: 'acc-1',
    });
    store.save({ ...access, expiresAt: '2000-01-01T00:00:00.000Z' });
    expect(renderHook(() => useMemberAccess(api, store)).result.current.status).toBe('none');
    expect(window.sessionStorage.length).toBe(0);
    expect(requests).toHaveLength(0);
  });
});
