import { useState } from 'react';
import { ageOn, usDateToIso } from 'shared-contracts';
import type { MedigapPlan } from 'shared-contracts/api';
import { useHost } from 'shared-contracts/react';
import { secondaryButtonCss } from 'web-kit/theme';
import { FetchFailed, Loading, NeedLocation } from 'web-kit/ui';
import { CompareBar } from '../plan-list/CompareBar';
import { MAX_COMPARE, useCompareSelection } from '../plan-list/useCompareSelection';
import { usePinnedPlans } from '../plan-list/usePinnedPlans';
import { MedigapPlanCard } from './MedigapPlanCard';
import { MedigapTable } from './MedigapTable';
import { medigapMessages as m } from './messages';
import { QuoteForm } from './QuoteForm';
import { isComplete, type QuoteInputs } from './quote';
import { useMedsuppQuotes, useQuoteInputs, useSaveQuote } from './useQuote';

/** Pinned first (in pin order), then the lowest monthly premium. */
export const sortMedigap = (plans: readonly MedigapPlan[], pinned: readonly string[] = []): MedigapPlan[] => {
  const pin = new Map(pinned.map((id, i) => [id, i]));
  return [...plans].sort((a, b) => {
    const pa = pin.get(a.id);
    const pb = pin.get(b.id);
    if (pa !== undefined || pb !== undefined)
      return (pa ?? Number.POSITIVE_INFINITY) - (pb ?? Number.POSITIVE_INFINITY);
    return a.monthlyPremium - b.monthlyPremium || a.planName.localeCompare(b.planName);
  });
};

const QuoteResults = ({ inputs }: { inputs: QuoteInputs }) => {
  const quotes = useMedsuppQuotes(inputs);
  const { pinned, toggle } = usePinnedPlans('medSupp');
  const compare = useCompareSelection();
  if (quotes.isError) return <FetchFailed onRetry={() => void quotes.refetch()} />;
  if (!quotes.data) return <Loading label={m.loading} />;
  if (quotes.data.length === 0) return <p>{m.none}</p>;
  const eligible = usDateToIso(inputs.partBEffectiveDate);
  return (
    <div data-testid="medigap-results">
      <p role="status">{m.sortNote}</p>
      <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 20 }} aria-label={m.title}>
        {sortMedigap(quotes.data, pinned).map((plan) => (
          <li key={plan.id}>
            <MedigapPlanCard
              plan={plan}
              eligibleDate={eligible}
              pinned={pinned.includes(plan.id)}
              onTogglePin={toggle}
              compared={compare.selected.includes(plan.id)}
              compareDisabled={compare.selected.length >= MAX_COMPARE}
              onToggleCompare={compare.toggle}
            />
          </li>
        ))}
      </ol>
      <CompareBar type="medSupp" selected={compare.selected} onClear={compare.clear} />
    </div>
  );
};

/** Medigap quotes (form, then prices) and the plan-type comparison table. */
export const MedigapPanel = () => {
  const { session, location } = useHost();
  const { inputs, saved } = useQuoteInputs();
  const save = useSaveQuote();
  const [editing, setEditing] = useState(false);
  const showForm = editing || !saved || !isComplete(inputs);
  const birthIso = usDateToIso(inputs.birthDate);
  return (
    <div data-testid="medigap-panel">
      <p>{m.intro}</p>
      {!session || !location ? (
        <NeedLocation />
      ) : showForm ? (
        <QuoteForm
          initial={inputs}
          onSubmit={(q) => {
            save(q);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
            <strong data-testid="quote-summary">
              {birthIso && inputs.gender && inputs.smoke !== null
                ? m.quotesFor(ageOn(birthIso, inputs.coverageStart), inputs.gender, inputs.smoke)
                : null}
            </strong>
            <button type="button" css={secondaryButtonCss} onClick={() => setEditing(true)}>
              {m.changeAnswers}
            </button>
          </p>
          <QuoteResults inputs={inputs} />
        </>
      )}
      <MedigapTable />
    </div>
  );
};
