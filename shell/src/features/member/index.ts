/** The member feature's public face: what sibling features may import (boundaries rule). */

import { lazy } from 'react';

/** Loaded only for a member with access (a signed link's page), not in every visitor's first load. */
export const MemberTimeLimit = lazy(async () => ({
  default: (await import('./MemberTimeLimit')).MemberTimeLimit,
}));
export { createMemberAccessStore, linkInFragment, type MemberAccessStore } from './member-access';
export { useMemberAccess } from './useMemberAccess';
