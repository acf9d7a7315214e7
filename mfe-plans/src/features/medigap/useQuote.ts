/** The Medigap quote the person asked for: kept for the visit (list, details and compare use the same). */

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isoToUs } from 'shared-contracts/dates';
import { disclaimerCounts } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMedsuppQuotesQuery } from 'web-kit/queries/medsupp';
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

/** The person's quote query for the county, or null while the answers are not complete. */
export const useQuoteQuery = (inputs: QuoteInputs) => {
  const { session, location, planYear } = useHost();
  return session && location && isComplete(inputs)
    ? toMedsuppQuery(inputs, location, planYear, session.connectureSessionId)
    : null;
};

/** GET medsupp/plans for complete inputs; tells the host the medSupp list was fetched. */
export const useMedsuppQuotes = (inputs: QuoteInputs) => {
  const { events } = useHost();
  const quotes = useMedsuppQuotesQuery(useQuoteQuery(inputs));
  const { data, dataUpdatedAt } = quotes;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one announcement per answer (its time), not per render.
  useEffect(() => {
    if (data) events.emit('plans:fetched', { planType: 'medSupp', ...disclaimerCounts(data) });
  }, [dataUpdatedAt, events]);
  return quotes;
};

export const useSaveQuote = () => {
  const { events } = useHost();
  return useCallback(
    (inputs: QuoteInputs) => {
      saveQuoteInputs(inputs);
      // The shell keeps the person's details (spec 3 consumer fields, dates as entered).
      events.emit('consumer:updated', {
        fields: {
          dateOfBirth: inputs.birthDate,
          gender: inputs.gender,
          smoke: inputs.smoke,
          effectiveDate: isoToUs(inputs.coverageStart),
          partAEffectiveDate: inputs.partBEffectiveDate,
          partBEffectiveDate: inputs.partBEffectiveDate,
        },
      });
    },
    [events],
  );
};
