import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdSession, openedTimeLimit, testToken } from '../../test-app';
import { renderShellAt } from '../../test-shell';
import { createMemberAccessStore } from './member-access';

const ACCOUNT = 'acc-1';

/** A visit whose own session lasts a day, and a member access with `seconds` left; `renew` answers its renewal. */
const stubApi = (renew: () => Response) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const { pathname } = new URL(input.url);
    calls.push(`${input.method} ${pathname} ${input.headers.get('authorization') ?? ''}`);
    if (input.method === 'POST' && pathname === '/consumer/session')
      return Response.json(createdSession(testToken(24 * 3600)), { status: 201 });
    if (input.method === 'POST' && pathname === '/consumer/member/session/renewal') return renew();
    return Response.json({ message: 'down' }, { status: 503 });
  });
  return calls;
};

const withAccess = (seconds: number) =>
  createMemberAccessStore(window.sessionStorage).save({
    accessToken: 'member-token-1',
    expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
    accountId: ACCOUNT,
  });

const renderShell = () => renderShellAt(`/member/${ACCOUNT}/`);

describe("the member access's time limit (WCAG 2.2.1)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('two minutes before the access runs out asks; Enter on its button renews it, and the new access is kept', async () => {
    const later = new Date(Date.now() + 24 * 3600_000).toISOString();
    const calls = stubApi(() =>
      Response.json({ accessToken: 'member-token-2', expiresAt: later, accountId: ACCOUNT }),
    );
    withAccess(122);
    renderShell();
    expect(screen.queryByTestId('member-time-limit')).toBeNull();
    const dialog = await openedTimeLimit('member-time-limit');
    expect(dialog.textContent).toContain('your access ends in 2 minutes');
    // The browser's showModal() focuses the button; happy-dom does not move focus.
    screen.getByRole('button', { name: 'Yes, I need more time' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(calls).toContain('POST /consumer/member/session/renewal Bearer member-token-1');
    expect(createMemberAccessStore(window.sessionStorage).current()).toEqual({
      accessToken: 'member-token-2',
      expiresAt: later,
      accountId: ACCOUNT,
    });
  });

  it('a renewal that fails says so with the phone, and the question stays for another try', async () => {
    stubApi(() => Response.json({ message: 'down' }, { status: 503 }));
    withAccess(60);
    renderShell();
    const dialog = await openedTimeLimit('member-time-limit');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I need more time' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^We could not keep your access open\. Open the link from your agent again, or call a licensed insurance agent at \(\d{3}\) \d{3}-\d{4}/,
    );
    expect(dialog.open).toBe(true);
  });
});
