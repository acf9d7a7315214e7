import { APP_KEY, type PlanFinderApp } from '../../contract';

let pending: Promise<PlanFinderApp> | null = null;

/**
 * Injects embed-app.js once per page (every element and parcel shares it) and resolves with the app it
 * registers. A failure is not cached, so a later element tries again.
 */
export const loadApp = (assetBase: string): Promise<PlanFinderApp> => {
  pending ??= new Promise<PlanFinderApp>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('embed-app.js', assetBase).href;
    script.async = true;
    script.onload = () => {
      const registered = (globalThis as Record<symbol, Promise<PlanFinderApp> | undefined>)[APP_KEY];
      if (registered) resolve(registered);
      else reject(new Error('embed-app.js did not register the plan finder'));
    };
    script.onerror = () => reject(new Error(`${script.src} could not be loaded`));
    document.head.append(script);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};
