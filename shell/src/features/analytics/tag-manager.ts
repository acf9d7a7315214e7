/**
 * The tag manager (spec 7), loaded only when an id is configured so the data layer's pushes (page
 * views, lead_created, conversions) reach it. Entries pushed before the script arrives are kept in
 * `dataLayer` and read by the tag manager when it starts.
 */
import { pushDataLayer } from './data-layer';

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;
const SCRIPT_ORIGIN = 'https://www.googletagmanager.com/gtm.js';

/** True when the script was added (or already was). */
export const loadTagManager = (id: string | undefined, doc: Document = document): boolean => {
  if (!id) return false;
  if (!TAG_MANAGER_ID.test(id)) {
    console.warn('[analytics] tag manager id is not a GTM- id; not loaded', id);
    return false;
  }
  if (doc.querySelector('script[data-tag-manager]')) return true;
  pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${SCRIPT_ORIGIN}?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = id;
  doc.head.appendChild(script);
  return true;
};
