import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from 'shared-contracts';
import { visitLanguage } from './features/app-state';
import { App } from './features/routing/App';
import type { Visit } from './features/runtime';

/** The language the first render is in (the app state decides it the same way). */
export const firstLanguage = () =>
  visitLanguage(window.localStorage, window.location.search, window.navigator.languages);

/**
 * Renders the app into `container`, replacing the prerendered frame (scripts/prerender.mjs) rather than
 * hydrating it, because what a visitor sees first depends on their browser storage (ZIP, session). The
 * first render is a transition, which React renders in slices of a few milliseconds, yielding to the
 * browser in between: not one long task. The frame stays on screen until the render commits.
 */
export const renderApp = (container: HTMLElement, config: RuntimeConfig, visit: Visit) => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App config={config} visit={visit} />
      </StrictMode>,
    );
  });
  return root;
};
