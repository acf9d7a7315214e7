/**
 * plan-finder.js, the one script a partner adds. Kept to a few kB: no React, no federation runtime. It
 * defines <medicare-plan-finder> and offers the same mount as single-spa parcel lifecycles on
 * `window.MedicarePlanFinder.parcel`; the plan finder itself (embed-app.js) loads on first use.
 */
// By file, not through the feature's index: the index also offers the app its Spanish by a dynamic
// import, whose chunk-loading runtime would come into this script.
import { defineElement } from './features/loader/element';
import { createParcel } from './features/loader/parcel';

// Read while the script runs: later, document.currentScript is another script or null.
const assetBase = (document.currentScript as HTMLScriptElement | null)?.src ?? document.baseURI;

defineElement(assetBase);
(globalThis as { MedicarePlanFinder?: unknown }).MedicarePlanFinder = { parcel: createParcel(assetBase) };
