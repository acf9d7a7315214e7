/**
 * A Menu tap before the app is live (issue 10): the prerendered chrome's Menu button has no handler until
 * the first render replaces the page (up to about 3 s on a slow phone). An inline script of the page
 * (tooling/index.html, allowed by its hash in the Content-Security-Policy) toggles `EARLY_MENU_TAPPED` on
 * <html> when the prerendered Menu (`PRERENDERED_MENU`) is tapped; the layout takes it when it mounts and
 * opens the drawer. A tap under the prerendered ZIP prompt's dimmed overlay is not kept: the live prompt
 * is modal, and the page behind it takes no taps.
 */
export const EARLY_MENU_TAPPED = 'data-menu-tapped';
/** The attribute of the prerendered Menu button (its page is not live yet). */
export const PRERENDERED_MENU = 'data-prerendered-menu';

/** Whether the Menu was tapped (an odd number of times) before the app was live; forgets it. */
export const takeEarlyMenuTap = (root: HTMLElement = document.documentElement): boolean => {
  const tapped = root.hasAttribute(EARLY_MENU_TAPPED);
  root.removeAttribute(EARLY_MENU_TAPPED);
  return tapped;
};
