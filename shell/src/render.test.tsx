import { act } from 'react';
import { configForApiBase, type RuntimeConfig } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Visit } from './features/runtime';

vi.mock('./features/routing/App', () => ({
  App: ({ config }: { config: RuntimeConfig }) => (
    <main data-testid="app">app for {config.services.consumer}</main>
  ),
}));

const { renderApp } = await import('./render');

describe('renderApp', () => {
  let root: ReturnType<typeof renderApp> | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('keeps the prerendered frame until its first render commits, then replaces it with the app', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '<div id="root"><header data-testid="frame">prerendered frame</header></div>';
    const container = document.getElementById('root')!;
    const config = configForApiBase('http://api.test');
    await act(async () => {
      // The App is mocked: it never reads the visit.
      root = renderApp(container, config, {} as Visit);
      // The render is a transition: nothing is committed while this task runs.
      expect(container.textContent).toBe('prerendered frame');
    });
    expect(container.querySelector('[data-testid="frame"]')).toBeNull();
    expect(container.textContent).toBe(`app for ${config.services.consumer}`);
  });
});
