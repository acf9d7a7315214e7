/** The member feature's public face: what sibling features may import (boundaries rule). */

export { MemberTimeLimit } from './MemberTimeLimit';
export { createMemberAccessStore, type MemberAccessStore, takeLinkFromAddress } from './member-access';
export { useMemberAccess } from './useMemberAccess';
