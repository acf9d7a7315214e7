/**
 * The member's access time limit (WCAG 2.2.1, issue 29): the access a signed member link is exchanged for
 * runs out (24 hours by default); two minutes before, the same question as the visit's asks whether the
 * person needs more time, and one key renews the access (POST member/session/renewal), so a form half
 * filled in stays as it is.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from 'shared-contracts/http';
import type { MemberAccessState } from 'shared-contracts/react';
import { TimeLimit } from '../session';
import type { MemberAccessStore } from './member-access';

export const MemberTimeLimit = ({
  api,
  store,
  member,
}: {
  api: ApiClient;
  store: MemberAccessStore;
  member: MemberAccessState;
}) => {
  const [access, setAccess] = useState(() => store.current());
  // A link's exchange saves a new access: read it again when the member state changes.
  useEffect(() => setAccess(store.current()), [member, store]);
  const renew = async () => {
    const { memberEndpoints } = await import('shared-contracts/endpoints/member');
    const renewed = await api.call(memberEndpoints.renewAccess, {});
    store.save(renewed);
    setAccess(renewed);
  };
  return (
    <TimeLimit
      kind="member"
      endsAtMs={member.status === 'ready' && access ? Date.parse(access.expiresAt) : null}
      renew={renew}
    />
  );
};
