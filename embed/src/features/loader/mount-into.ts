import type { MountedPlanFinder, PartnerEventName, PlanFinderProps } from '../../contract';
import { loadApp } from './load-app';
import { showStatus } from './status';

export interface Mounting {
  /** Resolves once the plan finder is mounted (or shows its failure); never rejects. */
  ready: Promise<void>;
  update(props: PlanFinderProps): void;
  unmount(): void;
}

/**
 * One mount of the plan finder into `host`'s shadow root: the custom element and the single-spa parcel
 * both go through here. Partner events are DOM events on `host` that bubble to the partner's document.
 */
export const mountInto = (host: HTMLElement, initial: PlanFinderProps, assetBase: string): Mounting => {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  let props = initial;
  let mounted: MountedPlanFinder | null = null;
  let removed = false;
  showStatus(root, 'loading', props);
  const emit = (name: PartnerEventName, detail: Record<string, unknown>) =>
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  // The props the app was mounted with: a change made while its mount was under way (a partner setting
  // `lang` just after adding the element) is passed on once it is mounted, not lost.
  let mountedWith = props;
  const ready = loadApp(assetBase)
    .then((app) => {
      if (removed) return null;
      mountedWith = props;
      return app.mount(root, props, { assetBase, emit, nonce: host.nonce || undefined });
    })
    .then(
      (finder) => {
        // Removed while it was loading: it goes again at once.
        if (removed) finder?.unmount();
        else {
          mounted = finder;
          if (props !== mountedWith) finder?.update(props);
        }
      },
      (error: unknown) => {
        console.error('[medicare-plan-finder]', error);
        if (!removed) showStatus(root, 'failed', props);
      },
    );
  return {
    ready,
    update(next) {
      props = next;
      mounted?.update(next);
    },
    unmount() {
      removed = true;
      mounted?.unmount();
      mounted = null;
      root.replaceChildren();
    },
  };
};
