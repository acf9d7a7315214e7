import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import type { PlanFinderApp, PlanFinderProps } from '../../contract';
import { boot } from './boot';
import { PlanFinder } from './PlanFinder';

let instances = 0;

export const app: PlanFinderApp = {
  async mount(target, props, { assetBase, emit, nonce }) {
    const { config, pages } = await boot(assetBase);
    // Emotion writes its <style> elements into this shadow root: the partner's CSS cannot reach our
    // elements and ours cannot reach the partner's. A key per instance keeps two finders' sheets apart.
    instances += 1;
    const cache = createCache({ key: `mpf${instances}`, container: target, ...(nonce ? { nonce } : {}) });
    const container = document.createElement('div');
    container.setAttribute('data-plan-finder-root', '');
    target.append(container);
    const root = createRoot(container);
    const render = (next: PlanFinderProps) =>
      root.render(
        <CacheProvider value={cache}>
          <PlanFinder config={config} pages={pages} props={next} emit={emit} />
        </CacheProvider>,
      );
    render(props);
    return {
      update: render,
      unmount() {
        root.unmount();
        cache.sheet.flush();
        target.replaceChildren();
      },
    };
  },
};
