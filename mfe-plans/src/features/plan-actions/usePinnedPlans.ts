/**
 * Locked (pinned) plan ids, one list per tab (spec 2), kept in browser storage so they survive a reload.
 * Pinned plans stay at the top of their list whatever the sort.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type PinTab = 'medicareAdvantage' | 'medSupp' | 'pdp';

const storageKey = (tab: PinTab) => `mfe-plans:lockedPlanIds:${tab}`;
const listeners = new Set<() => void>();
const snapshots = new Map<PinTab, { raw: string | null; ids: string[] }>();

const read = (tab: PinTab): string[] => {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKey(tab));
  } catch {
    // Storage can be blocked; pins then last as long as the page.
  }
  const cached = snapshots.get(tab);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    ids = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    ids = [];
  }
  snapshots.set(tab, { raw, ids });
  return ids;
};

const write = (tab: PinTab, ids: string[]) => {
  const raw = JSON.stringify(ids);
  try {
    localStorage.setItem(storageKey(tab), raw);
  } catch {
    // See read().
  }
  snapshots.set(tab, { raw, ids });
  for (const l of listeners) l();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePinnedPlans = (tab: PinTab) => {
  const pinned = useSyncExternalStore(
    subscribe,
    () => read(tab),
    () => [],
  );
  const toggle = useCallback(
    (id: string) => {
      const now = read(tab);
      write(tab, now.includes(id) ? now.filter((x) => x !== id) : [...now, id]);
    },
    [tab],
  );
  return { pinned, toggle };
};
