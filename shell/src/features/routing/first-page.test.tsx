import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { routeById } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableLazy } from 'web-kit/pages';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { forgetRemote, registerFromRegistry } from '../../federation/registry';
import { holdsPrerenderedPage, preloadCurrentPage, waitAtMost } from './first-page';
import { RemotePage } from './RemotePage';

const runtime = vi.hoisted(() => ({ load: (async () => null) as (id: string) => Promise<unknown> }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => runtime.load(id),
  registerPlugins: () => {},
  registerRemotes: () => {},
}));

const home = routeById('home')!;

/** mfe-plans' pages module as the federation runtime hands it over: the home page's code is lazy. */
const plansModule = () => {
  const load = vi.fn(async () => ({ default: () => <h1>Choose a plan type</h1> }));
  return { load, module: { pages: { home: retryableLazy(load, 'home') }, buildLabel: 'test' } };
};

const renderHome = () =>
  renderWithHost(
    <Routes>
      <Route path={home.path} element={<RemotePage route={home} />} />
    </Routes>,
    testHost().host,
    '/',
  );

afterEach(() => forgetRemote('mfe_plans'));

describe('the first render after the bootstrap waited for the current page', () => {
  it('shows the remote page at once, without its loading state, when its remote and code are loaded', async () => {
    const { load, module } = plansModule();
    runtime.load = async () => module;
    await registerFromRegistry({
      remotes: [{ name: 'mfe_plans', entry: 'http://plans.test/mf-manifest.json' }],
    });
    await preloadCurrentPage('/');
    expect(load).toHaveBeenCalledTimes(1);
    renderHome();
    // The very first commit: no loading state replaced the prerendered page, the page is there.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Choose a plan type' })).toBeTruthy();
    expect(document.querySelector('[data-remote="mfe_plans"][data-remote-build="test"]')).toBeTruthy();
  });

  it('shows the loading state first when the page was not waited for (what the wait prevents)', async () => {
    const { module } = plansModule();
    runtime.load = async () => module;
    await registerFromRegistry({
      remotes: [{ name: 'mfe_plans', entry: 'http://plans.test/mf-manifest.json' }],
    });
    renderHome();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose a plan type' })).toBeNull();
  });

  it('settles without waiting when the remote fails, so the fault shows at once', async () => {
    runtime.load = async () => {
      throw new Error('remote down');
    };
    await registerFromRegistry({
      remotes: [{ name: 'mfe_plans', entry: 'http://plans.test/mf-manifest.json' }],
    });
    await expect(preloadCurrentPage('/')).resolves.toBeUndefined();
  });

  it('has nothing to wait for on a shell page (the 404 page)', async () => {
    const load = vi.fn(async () => null);
    runtime.load = load;
    await preloadCurrentPage('/no-such-page/');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('waitAtMost', () => {
  it('gives up after the wait when the page is slow (the first render then shows the loading state)', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void waitAtMost(new Promise(() => {}), 3_000).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(2_999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends as soon as the page settles, loaded or failed', async () => {
    vi.useFakeTimers();
    try {
      await expect(waitAtMost(Promise.resolve(), 3_000)).resolves.toBeUndefined();
      await expect(waitAtMost(Promise.reject(new Error('down')), 3_000)).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('holdsPrerenderedPage', () => {
  const root = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  };

  it("is true only where the HTML holds the remote's prerendered page", () => {
    expect(
      holdsPrerenderedPage(root('<main><div data-remote="mfe_plans" inert=""><h1>Plans</h1></div></main>')),
    ).toBe(true);
    // spa.html's boot fallback, and a frame that kept its loading state at build time.
    expect(holdsPrerenderedPage(root('<p id="boot-fallback">Loading…</p>'))).toBe(false);
    expect(holdsPrerenderedPage(root('<main><p role="status">Loading…</p></main>'))).toBe(false);
    expect(holdsPrerenderedPage(null)).toBe(false);
  });
});
