/** The Medigap quote the person asked for: kept for the visit (list, details and compare use the same). */

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { MedigapPlan } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { useResource } from '../common/useResource';
import { disclaimerCounts } from '../plan-list/ranking';
import { defaultQuoteInputs, isComplete, type QuoteInputs, toMedsuppQuery } from './quote';

const STORAGE_KEY = 'mfe-plans:medigap-quote';
const listeners = new Set<() => void>();
let current: QuoteInputs | null | undefined;

const load = (): QuoteInputs | null => {
  if (current !== undefined) return current;
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    current = raw ? (JSON.parse(raw) as QuoteInputs) : null;
  } catch {
    current = null;
  }
  return current;
};

export const saveQuoteInputs = (inputs: QuoteInputs) => {
  current = inputs;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(inputs));
  } catch {
    // Storage blocked: the quote lasts as long as the page.
  }
  for (const l of listeners) l();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The saved quote inputs, else the spec's defaults filled from what the host knows about the person. */
export const useQuoteInputs = () => {
  const { consumer } = useHost();
  const saved = useSyncExternalStore(subscribe, load, () => null);
  const inputs = saved ?? defaultQuoteInputs(new Date(), consumer);
  return { inputs, saved: saved !== null };
};

const quoteCache = new Map<string, Promise<MedigapPlan[]>>();

/** GET medsupp/plans for complete inputs; tells the shell the medSupp list was fetched. */
export const useMedsuppQuotes = (inputs: QuoteInputs) => {
  const { session, location, planYear, api, events, planFetchFlags } = useHost();
  const query =
    session && location && isComplete(inputs)
      ? toMedsuppQuery(inputs, location, planYear, session.connectureSessionId)
      : null;
  const key = query && session ? `${session.accessToken}|${JSON.stringify(query)}` : null;
  const handled = useRef<string | null>(null);
  if (key && planFetchFlags.medSupp && handled.current !== key) {
    handled.current = key;
    quoteCache.delete(key);
  }
  const resource = useResource(
    key,
    async (signal) => (await api.call(endpoints.medsupp.plans, { query: query! }, { signal })).plans,
    quoteCache,
  );
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (resource.status !== 'success' || announced.current === resource.data) return;
    announced.current = resource.data;
    events.emit('plans:fetched', { planType: 'medSupp', ...disclaimerCounts(resource.data) });
  }, [resource, events]);
  return { resource, query };
};

export const useSaveQuote = () => {
  const { events } = useHost();
  return useCallback(
    (inputs: QuoteInputs) => {
      saveQuoteInputs(inputs);
      // The shell keeps the person's details (spec 3 consumer fields, dates as entered).
      const [y, m, d] = inputs.coverageStart.split('-');
      events.emit('consumer:updated', {
        fields: {
          dateOfBirth: inputs.birthDate,
          gender: inputs.gender,
          smoke: inputs.smoke,
          effectiveDate: `${m}/${d}/${y}`,
          partAEffectiveDate: inputs.partBEffectiveDate,
          partBEffectiveDate: inputs.partBEffectiveDate,
        },
      });
    },
    [events],
  );
};
