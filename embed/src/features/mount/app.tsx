import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from 'shared-contracts/react';
import type { PlanFinderApp, PlanFinderProps } from '../../contract';
import { boot } from './boot';
import { PlanFinder } from './PlanFinder';
import { releaseQueries } from './release-queries';

export const app: PlanFinderApp = {
  async mount(target, props, { assetBase, emit, nonce }) {
    const { config, pages } = await boot(assetBase);
    // Emotion writes its <style> elements into this shadow root: the partner's CSS cannot reach our
    // elements and ours cannot reach the partner's. One cache per finder, so two finders each hold a copy.
    const cache = createCache({ key: 'mpf', container: target, ...(nonce ? { nonce } : {}) });
    const container = document.createElement('div');
    container.setAttribute('data-plan-finder-root', '');
    // The loader's loading line stays until React has drawn in its place, then goes: React's root and
    // emotion's <style> elements are all the root holds. Emptied at once, the finder was blank (no height)
    // for a moment, and the partner's page below it moved up and down again (a layout shift).
    const loading = [...target.children].filter((child) => child !== container);
    target.append(container);
    const drawn = new MutationObserver(() => {
      if (!container.firstChild) return;
      for (const line of loading) line.remove();
      drawn.disconnect();
    });
    drawn.observe(container, { childList: true });
    const root = createRoot(container);
    const queryClient = createQueryClient();
    // Each render is a transition, as the shell's first render is (shell/src/render.tsx): React renders it
    // in slices of a few milliseconds and yields to the partner's page in between, not in one long task.
    const render = (next: PlanFinderProps) =>
      startTransition(() =>
        root.render(
          <CacheProvider value={cache}>
            <PlanFinder config={config} pages={pages} props={next} emit={emit} queryClient={queryClient} />
          </CacheProvider>,
        ),
      );
    render(props);
    return {
      update: render,
      unmount() {
        drawn.disconnect();
        root.unmount();
        // After React: requests still in flight are aborted, then the cache is cleared with every timer.
        void releaseQueries(queryClient);
        cache.sheet.flush();
        target.replaceChildren();
      },
    };
  },
};
