/**
 * What the person has typed in the onboarding, kept in session storage as they type, so a reload (or an
 * error) never loses it. Only this tab's visit keeps it; the consumer profile the shell persists gets the
 * values once a step is done.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type Draft = Record<string, unknown> & { done?: string[] };

/** The tab's session storage; none where the page is rendered at build time (Node), as on a first visit. */
const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

/** A JSON record in session storage, read by React as an external store (empty where there is none). */
export const createSessionRecord = (KEY: string) => {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: Draft } = { raw: null, value: {} };

  const read = (): Draft => {
    const raw = storage()?.getItem(KEY) ?? null;
    if (raw !== cached.raw) {
      let value: Draft = {};
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : {};
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Draft;
      } catch {
        // A damaged draft is dropped: the person starts the form again rather than seeing an error.
      }
      cached = { raw, value };
    }
    return cached.value;
  };

  const update = (patch: Draft) => {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), ...patch }));
    for (const l of listeners) l();
  };

  const clear = () => {
    sessionStorage.removeItem(KEY);
    for (const l of listeners) l();
  };

  const useRecord = (): Draft => {
    const subscribe = useCallback((l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    }, []);
    return useSyncExternalStore(subscribe, read, read);
  };
  return { read, update, clear, useRecord };
};

const draft = createSessionRecord('mpf:onboarding:draft:v1');
export const readDraft = draft.read;
export const updateDraft = draft.update;
export const clearDraft = draft.clear;
