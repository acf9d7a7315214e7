/**
 * The member's access token, exchanged from a signed member link (`/member/…/#link=<token>`). It is kept
 * for this browser tab only (sessionStorage: a shared computer's next user does not inherit it) and read
 * by the api client for member calls; it is dropped once expired.
 */
import { type MemberAccess, memberAccessSchema } from 'shared-contracts/api/member-access';

const STORAGE_KEY = 'mpf:member-access:v1';
const PENDING_LINK_KEY = 'mpf:member-link:v1';
const LINK_PARAM = 'link';

export interface MemberAccessStore {
  /** The stored access while it has not expired. */
  current(now?: number): MemberAccess | null;
  save(access: MemberAccess): void;
  clear(): void;
  /**
   * The signed link while its exchange is out: kept in the tab from the first render (the address bar
   * drops it at once), so a person who leaves the page before the answer comes still has it when back.
   */
  keepLink(link: string): void;
  pendingLink(): string | null;
  dropLink(): void;
}

export const createMemberAccessStore = (storage: Storage): MemberAccessStore => ({
  current(now = Date.now()) {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return null;
    let parsed: ReturnType<typeof memberAccessSchema.safeParse>;
    try {
      parsed = memberAccessSchema.safeParse(JSON.parse(raw));
    } catch {
      parsed = memberAccessSchema.safeParse(null);
    }
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= now) {
      storage.removeItem(STORAGE_KEY);
      return null;
    }
    return parsed.data;
  },
  save(access) {
    storage.setItem(STORAGE_KEY, JSON.stringify(access));
  },
  clear() {
    storage.removeItem(STORAGE_KEY);
  },
  keepLink(link) {
    storage.setItem(PENDING_LINK_KEY, link);
  },
  pendingLink() {
    return storage.getItem(PENDING_LINK_KEY);
  },
  dropLink() {
    storage.removeItem(PENDING_LINK_KEY);
  },
});

/** The signed link in a URL fragment (`#link=…`), if any. */
export const linkInFragment = (hash: string): string | null => {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(LINK_PARAM);
  return value ? value : null;
};

/**
 * The signed link in the address (`#link=…`), taken out of it: kept in the tab's store, which the
 * exchange reads (useMemberAccess), and the fragment removed from the address bar and the history at
 * once, for it is a credential. The visit takes it before the first render, which may wait for the page's
 * code (a member page's prerendered frame); null when the address has none.
 */
export const takeLinkFromAddress = (store: MemberAccessStore): string | null => {
  const fresh = linkInFragment(window.location.hash);
  if (!fresh) return null;
  store.keepLink(fresh);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return fresh;
};
