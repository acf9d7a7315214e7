/**
 * The ZIP prompt before the app is live (issue 28): a first visit's page is the prerendered HTML until
 * the app's first render replaces it (up to about 2 s on a slow phone), and its prompt looked ready while
 * nothing handled it. An inline script of the page (tooling/index.html, allowed by its hash in the
 * Content-Security-Policy) makes the prerendered prompt work as the live one would meanwhile: what is
 * typed is masked the same way (digits, at most five) and kept on <html> (`EARLY_ZIP`), Submit is enabled
 * on a whole ZIP, and a Submit or an Enter shows the prompt's busy words (`BUSY_LABEL`) and is kept
 * (`EARLY_ZIP_SUBMITTED`). The live prompt takes both when it opens and goes on from there: the county
 * lookup, the save, or the county question of a ZIP in several counties.
 */
export const EARLY_ZIP = 'data-early-zip';
export const EARLY_ZIP_SUBMITTED = 'data-early-zip-submitted';
/** The prerendered Submit's words once pressed: the live prompt's busy label, in the page's language. */
export const BUSY_LABEL = 'data-busy-label';

/** What was typed (and whether it was submitted) in the prerendered prompt; forgets it. */
export const takeEarlyZip = (
  root: HTMLElement = document.documentElement,
): { zip: string; submitted: boolean } | null => {
  const zip = root.getAttribute(EARLY_ZIP);
  const submitted = root.hasAttribute(EARLY_ZIP_SUBMITTED);
  root.removeAttribute(EARLY_ZIP);
  root.removeAttribute(EARLY_ZIP_SUBMITTED);
  return zip ? { zip, submitted } : null;
};
