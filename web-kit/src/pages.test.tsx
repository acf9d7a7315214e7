import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { configForApiBase, REMOTES, routesOf } from 'shared-contracts';
import { createHostValue, HostContext } from 'shared-contracts/react';
import { describe, expect, it, vi } from 'vitest';
import { definePages, FAILED_CHUNK_HOLD_MS, namedPage, retryableLazy } from './pages';
import { pageMismatch } from './test-contract';

describe('definePages', () => {
  it.each(REMOTES)('gives %s a page for every route it owns', (remote) => {
    const pages = definePages(remote);
    expect(Object.keys(pages).sort()).toEqual(
      routesOf(remote)
        .map((r) => r.id)
        .sort(),
    );
  });

  it('titles a page from the route table and offers the host phone', () => {
    const config = configForApiBase('http://api.test');
    const Page = definePages('mfe_member')['self-schedule']!;
    render(
      <HostContext.Provider value={createHostValue(config, { phone: '(888) 984-8120' })}>
        <Page />
      </HostContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Schedule a call with a licensed agent',
    );
    expect(screen.getByRole('link', { name: /\(888\) 984-8120/ }).getAttribute('href')).toBe(
      'tel:+18889848120',
    );
  });
});

describe('a page for a route the owner does not own', () => {
  it('is kept in the page map, and the contract check names it', () => {
    const Page = () => null;
    const pages = definePages('mfe_plans', { member: async () => ({ default: Page }) });
    expect(pageMismatch('mfe_plans', pages)).toEqual({ missing: [], notOwned: ['member'] });
    const { home: _home, ...withoutHome } = definePages('mfe_plans');
    expect(pageMismatch('mfe_plans', withoutHome)).toEqual({ missing: ['home'], notOwned: [] });
  });
});

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>chunk failed</p> : this.props.children;
  }
}

describe('definePages lazy pages', () => {
  it('loads a page chunk again after it failed once, instead of keeping the failure (no reload needed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw Object.assign(new Error('Loading chunk home failed.'), { name: 'ChunkLoadError' });
      return { default: () => <p>home page</p> };
    });
    const Page = definePages('mfe_plans', { home: loader }).home!;
    const tree = () => (
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Catch>
    );
    const first = render(tree());
    expect(await screen.findByText('chunk failed')).toBeTruthy();
    // The renders React makes right after the failure meet it (no loop of loads).
    await new Promise((r) => setTimeout(r, 100));
    expect(loader).toHaveBeenCalledTimes(1);
    first.unmount();
    // A render soon after still meets the failure; a later one (the boundary's retry) loads again.
    const second = render(tree());
    expect(await screen.findByText('chunk failed')).toBeTruthy();
    second.unmount();
    expect(loader).toHaveBeenCalledTimes(1);
    fail = false;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FAILED_CHUNK_HOLD_MS);
    render(tree());
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});

describe('retryableLazy', () => {
  const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;
  const inSuspense = (children: ReactNode) => <Suspense fallback={<p>loading</p>}>{children}</Suspense>;

  it('passes its props to the loaded component, showing the fallback while it loads', async () => {
    const Lazy = retryableLazy(async () => ({ default: Greeting }), 'Greeting');
    render(inSuspense(<Lazy name="Dorothy" />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello Dorothy')).toBeTruthy();
  });

  it('renders at once, without the fallback, what preload() loaded before', async () => {
    const loader = vi.fn(async () => ({ default: Greeting }));
    const Lazy = retryableLazy(loader, 'Greeting');
    Lazy.preload();
    Lazy.preload();
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    await Promise.resolve();
    render(inSuspense(<Lazy name="Dorothy" />));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello Dorothy')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads again on render when the preload failed', async () => {
    let fail = true;
    const loader = vi.fn(async () => {
      if (fail) throw Object.assign(new Error('Loading chunk failed.'), { name: 'ChunkLoadError' });
      return { default: Greeting };
    });
    const Lazy = retryableLazy(loader, 'Greeting');
    Lazy.preload();
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    fail = false;
    render(inSuspense(<Lazy name="Dorothy" />));
    expect(await screen.findByText('hello Dorothy')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('namedPage', () => {
  it('loads the page its module exports by that name', async () => {
    const First = () => <p>first</p>;
    const Second = () => <p>second</p>;
    const loaded = await namedPage(async () => ({ First, Second }), 'Second')();
    expect(loaded.default).toBe(Second);
  });
});
