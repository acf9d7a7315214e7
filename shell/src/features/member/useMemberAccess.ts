/**
 * Signed member link -> member access token. The link's fragment is removed from the address bar at
 * once (it is a credential: it must not stay in history or be copied along with the URL), exchanged
 * with the api, and the token kept in the store the api client reads for member calls. Until the
 * exchange is answered the link is kept in the tab's store, so leaving the page early loses nothing.
 */
import { useEffect, useState } from 'react';
import { type ApiClient, ApiError } from 'shared-contracts/http';
import type { MemberAccessState } from 'shared-contracts/react';
import { type MemberAccessStore, takeLinkFromAddress } from './member-access';

const stateOf = (store: MemberAccessStore): MemberAccessState => {
  const access = store.current();
  return access ? { status: 'ready', accountId: access.accountId } : { status: 'none', accountId: null };
};

export const useMemberAccess = (api: ApiClient, store: MemberAccessStore): MemberAccessState => {
  // Kept before anything of the page is shown (the visit has taken it from the address already, before
  // the first render); a link still pending from an earlier load is resumed.
  const [link, setLink] = useState(() => takeLinkFromAddress(store) ?? store.pendingLink());
  const [state, setState] = useState<MemberAccessState>(() =>
    link ? { status: 'exchanging', accountId: null } : stateOf(store),
  );

  // A new link opened in the tab on the page it leads to changes only the fragment: no new load, so the
  // link was neither exchanged nor taken from the address bar (a member whose access ran out pasted it).
  useEffect(() => {
    const onHash = () => {
      const fresh = takeLinkFromAddress(store);
      if (!fresh) return;
      setState({ status: 'exchanging', accountId: null });
      setLink(fresh);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [store]);

  useEffect(() => {
    if (!link) return;
    let live = true;
    // The member contracts load only for a member link: not on the first load of every page.
    import('shared-contracts/endpoints/member')
      .then(({ memberEndpoints }) => api.call(memberEndpoints.exchangeLink, { body: { link } }))
      .then((access) => {
        store.save(access);
        store.dropLink();
        if (live) setState({ status: 'ready', accountId: access.accountId });
      })
      .catch((error: unknown) => {
        // A bad or expired link replaces whatever access this tab had: the person asked for that account.
        store.clear();
        // Only the api's refusal ends the link; one cut off (the person left, the network) is tried again.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) store.dropLink();
        if (live) setState({ status: 'invalid', accountId: null });
      });
    return () => {
      live = false;
    };
  }, [api, link, store]);

  return state;
};
