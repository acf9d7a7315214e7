/** The tag manager's data layer (spec 4: page views, lead_created, conversions). */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const pushDataLayer = (entry: Record<string, unknown>) => {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
};
