/**
 * What the loader and the lazily loaded plan finder agree on. The loader never imports the app: it
 * injects `embed-app.js`, whose entry leaves a promise of `PlanFinderApp` under `APP_KEY` on the global
 * object (a symbol, so no partner global can collide with it).
 */
export const APP_KEY = Symbol.for('medicare-plan-finder.app');
export const ELEMENT_NAME = 'medicare-plan-finder';

/** The events the partner can listen to on the element (documented in docs/embedding.md). */
export type PartnerEventName = 'plan-viewed' | 'compare' | 'enroll-clicked' | 'lead-created';

export interface PlanFinderProps {
  /** A 5-digit ZIP to start with; without one the visitor is asked for it. */
  zip: string | null;
  /** The partner's id (spec 9: the named partner gets its own phone number). */
  partner: string | null;
  /** Where the finder starts: 'medicare-advantage', 'part-d', 'medigap', or the plan type choice. */
  planType: string | null;
  /**
   * The finder's language: the `lang` attribute (or parcel prop), else the partner page's `<html lang>`,
   * when either is Spanish or English ("es", "es-MX"…); English otherwise.
   */
  lang: 'en' | 'es';
}

export interface MountOptions {
  /** The folder the loader came from: it also serves config.json, remotes.json and embed-app.js. */
  assetBase: string;
  /** Sends a partner event (the element or the parcel's DOM element dispatches it). */
  emit: (name: PartnerEventName, detail: Record<string, unknown>) => void;
  /** The partner page's CSP nonce (the element's `nonce` attribute), for our <style> elements. */
  nonce?: string | undefined;
}

export interface MountedPlanFinder {
  update(props: PlanFinderProps): void;
  /** Unmounts React, aborts requests, drops the caches and timers, and empties the target. */
  unmount(): void;
}

export interface PlanFinderApp {
  /** Resolves once the config, the registry and the remote are loaded and React renders; rejects if not. */
  mount(target: ShadowRoot, props: PlanFinderProps, options: MountOptions): Promise<MountedPlanFinder>;
}
