/**
 * Signed member link -> member access token. The link's fragment is removed from the address bar at
 * once (it is a credential: it must not stay in history or be copied along with the URL), exchanged
 * with the api, and the token kept in the store the api client reads for member calls.
 */
import { useEffect, useState } from 'react';
import { memberEndpoints } from 'shared-contracts/endpoints/member';
import type { ApiClient } from 'shared-contracts/http';
import type { MemberAccessState } from 'shared-contracts/react';
import { linkInFragment, type MemberAccessStore } from './member-access';

const stateOf = (store: MemberAccessStore): MemberAccessState => {
  const access = store.current();
  return access ? { status: 'ready', accountId: access.accountId } : { status: 'none', accountId: null };
};

export const useMemberAccess = (api: ApiClient, store: MemberAccessStore): MemberAccessState => {
  const [link] = useState(() => linkInFragment(window.location.hash));
  const [state, setState] = useState<MemberAccessState>(() =>
    link ? { status: 'exchanging', accountId: null } : stateOf(store),
  );

  useEffect(() => {
    if (!link) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    let live = true;
    api
      .call(memberEndpoints.exchangeLink, { body: { link } })
      .then((access) => {
        store.save(access);
        if (live) setState({ status: 'ready', accountId: access.accountId });
      })
      .catch(() => {
        // A bad or expired link replaces whatever access this tab had: the person asked for that account.
        store.clear();
        if (live) setState({ status: 'invalid', accountId: null });
      });
    return () => {
      live = false;
    };
  }, [api, link, store]);

  return state;
};
