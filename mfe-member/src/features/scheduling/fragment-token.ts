/**
 * A bearer token handed over in a link's fragment (`#token=…`): taken out of the address bar at once
 * (it must not stay in history or be copied along with the URL) and kept for this tab, per key.
 */
export const takeFragmentToken = (storageKey: string): string | undefined => {
  const fromLink = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
  if (fromLink) {
    window.sessionStorage.setItem(storageKey, fromLink);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromLink;
  }
  return window.sessionStorage.getItem(storageKey) ?? undefined;
};
