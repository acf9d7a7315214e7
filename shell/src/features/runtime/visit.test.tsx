import { act, screen, waitFor } from '@testing-library/react';
import { configForApiBase } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createdSession, testToken } from '../../test-app';
import { renderShellAt } from '../../test-shell';
import { sessionSettled, startVisit } from './visit';

const WR1 = 'WR1aaaaaaaaaaaaaaaaaaa';

const Probe = () => {
  const host = useHost();
  return (
    <p>
      <span data-testid="status">{host.sessionStatus}</span>
      <span data-testid="reference">{host.session?.websiteReferenceId ?? 'none'}</span>
    </p>
  );
};

/** The api over a stubbed fetch: the session's start answers when `answer` is called. */
const stubApi = () => {
  const requests: string[] = [];
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  vi.stubGlobal('fetch', async (input: Request) => {
    const { pathname } = new URL(input.url);
    requests.push(`${input.method} ${pathname}`);
    if (input.method === 'POST' && pathname === '/consumer/session') {
      await answered;
      return Response.json(createdSession(testToken(3600)), { status: 201 });
    }
    return Response.json({ message: 'down' }, { status: 503 });
  });
  const sessionStarts = () => requests.filter((r) => r === 'POST /consumer/session').length;
  return { requests, answer, sessionStarts };
};

describe('startVisit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('starts the session before the first render: ready by then, its token is in the app state for that render, and the shell makes no second start', async () => {
    const api = stubApi();
    api.answer();
    const visit = startVisit(configForApiBase('http://api.test'));
    await waitFor(() => expect(api.sessionStarts()).toBe(1));
    await waitFor(() => expect(visit.app.getSnapshot().context.session?.websiteReferenceId).toBe(WR1));
    // Saved as every change of the app state is.
    expect(Object.values({ ...window.localStorage }).some((saved) => saved.includes(WR1))).toBe(true);

    renderShellAt('/', <Probe />, visit);
    // The first render already has the session: a page whose calls need its token asks at once.
    expect(screen.getByTestId('status').textContent).toBe('ready');
    expect(screen.getByTestId('reference').textContent).toBe(WR1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api.sessionStarts()).toBe(1);
  });

  it('a session still starting at the first render is the one the shell shows once ready: one start', async () => {
    const api = stubApi();
    const visit = startVisit(configForApiBase('http://api.test'));
    renderShellAt('/', <Probe />, visit);
    expect(screen.getByTestId('status').textContent).toBe('starting');
    expect(screen.getByTestId('reference').textContent).toBe('none');
    api.answer();
    await waitFor(() => expect(screen.getByTestId('reference').textContent).toBe(WR1));
    expect(screen.getByTestId('status').textContent).toBe('ready');
    expect(visit.app.getSnapshot().context.session?.websiteReferenceId).toBe(WR1);
    expect(api.sessionStarts()).toBe(1);
  });

  it("takes a signed member link out of the address before the first render, kept for the link's exchange", async () => {
    const api = stubApi();
    window.history.replaceState(null, '', '/member/acc-1/opp/WR1/?utm_source=mail#link=signed-link');
    const visit = startVisit(configForApiBase('http://api.test'));
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?utm_source=mail');
    expect(visit.memberStore.pendingLink()).toBe('signed-link');
    // The session's start, made in a task of its own, goes to this test's api.
    await waitFor(() => expect(api.sessionStarts()).toBe(1));
    api.answer();
    await sessionSettled(visit.session);
    visit.session.stop();
    visit.app.stop();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('sessionSettled waits while the session is being started, and resolves once it is ready', async () => {
    const api = stubApi();
    const visit = startVisit(configForApiBase('http://api.test'));
    let settled = false;
    void sessionSettled(visit.session).then(() => {
      settled = true;
    });
    await waitFor(() => expect(api.sessionStarts()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    api.answer();
    await waitFor(() => expect(settled).toBe(true));
    expect(visit.session.getSnapshot().matches('ready')).toBe(true);
  });
});
