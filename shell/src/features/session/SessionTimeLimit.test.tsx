import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdSession, openedTimeLimit, testToken } from '../../test-app';
import { renderShellAt } from '../../test-shell';

const WR1 = 'WR1aaaaaaaaaaaaaaaaaaa';

/** The api as a first visit meets it: a new session whose token has `seconds` left; `renew` answers the renewal. */
const stubApi = (seconds: number, renew: () => Response) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const { pathname } = new URL(input.url);
    calls.push(`${input.method} ${pathname}`);
    if (input.method === 'POST' && pathname === '/consumer/session')
      return Response.json(createdSession(testToken(seconds)), { status: 201 });
    if (input.method === 'GET' && pathname === `/consumer/session/${WR1}`) return renew();
    return Response.json({ message: 'down' }, { status: 503 });
  });
  return calls;
};

const renewed = () =>
  Response.json({
    accessData: { accessToken: testToken(24 * 3600), expiresAt: '2099-01-01T00:00:00Z' },
    websiteReferenceId: WR1,
    accountId: null,
    assignedAgent: null,
    connectureSessionId: 'C1',
    external_uuid: 'E1',
    landing_url: null,
    year: 2027,
    zip: null,
    fips: null,
    countyName: null,
    dosages: [],
    providers: [],
    pharmacies: [],
    benefits: [],
  });

const renderShell = () => renderShellAt('/');

const storedToken = () =>
  JSON.parse(window.localStorage.getItem('mpf:app-state:v1') ?? '{}').session?.accessToken;

describe('the session time limit (WCAG 2.2.1)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('two minutes before the token runs out asks; Enter on its button renews the same session', async () => {
    // 2 min 2 s left: no question at first, then the question as the two minutes begin.
    const calls = stubApi(122, renewed);
    renderShell();
    await waitFor(() => expect(calls).toContain('POST /consumer/session'));
    expect(screen.queryByTestId('session-time-limit')).toBeNull();
    const dialog = await openedTimeLimit('session-time-limit');
    expect(screen.getByRole('heading', { name: 'Do you need more time?' })).toBeTruthy();
    const stay = screen.getByRole('button', { name: 'Yes, I need more time' });
    // The browser's showModal() puts focus on it (checked in Chromium by e2e/tests/a11y/time-limit.spec.ts);
    // happy-dom does not move focus.
    stay.focus();
    const before = storedToken();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(calls).toContain(`GET /consumer/session/${WR1}`);
    // The same session (no new one made), with the renewed token stored.
    expect(calls.filter((c) => c === 'POST /consumer/session')).toHaveLength(1);
    await waitFor(() => expect(storedToken()).not.toBe(before));
  });

  it('a renewal that fails says so with the phone, and the question stays for another try', async () => {
    const calls = stubApi(60, () => Response.json({ message: 'down' }, { status: 503 }));
    renderShell();
    const dialog = await openedTimeLimit('session-time-limit');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I need more time' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^We could not keep your visit open\. You can go on, or call a licensed insurance agent at \(\d{3}\) \d{3}-\d{4}/,
    );
    expect(calls).toContain(`GET /consumer/session/${WR1}`);
    expect(dialog.open).toBe(true);
  });
});
