import { useState } from 'react';
import { telHref } from 'shared-contracts';
import type { MedigapPlan } from 'shared-contracts/api/plans';
import { ageOn, usDateToIso } from 'shared-contracts/dates';
import { compareText } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import { linkCss, secondaryButtonCss } from 'web-kit/theme';
import { Loading, NeedLocation } from 'web-kit/ui';
import { CompareBar, MAX_COMPARE, useCompareSelection, usePinnedPlans } from '../plan-actions';
import { MedigapPlanCard } from './MedigapPlanCard';
import { MedigapTable } from './MedigapTable';
import { medigapMessages } from './messages';
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
    return a.monthlyPremium - b.monthlyPremium || compareText(a.planName, b.planName);
  });
};

/** No plans to show: the agent's phone instead (also what a failed list shows, spec 8). */
const NoPlans = () => {
  const m = useMessages(medigapMessages);
  const { phone } = useHost();
  return (
    <p data-testid="medigap-none">
      {m.none}{' '}
      <a href={telHref(phone)} css={linkCss}>
        {phoneWithTty(phone)}
      </a>
    </p>
  );
};

const QuoteResults = ({ inputs }: { inputs: QuoteInputs }) => {
  const m = useMessages(medigapMessages);
  const { events } = useHost();
  // A failed list is reported (by the query) and shown as an empty one (spec 8), never as a failure.
  const quotes = useMedsuppQuotes(inputs);
  const { pinned, toggle } = usePinnedPlans('medSupp');
  const compare = useCompareSelection();
  if (quotes.isError) return <NoPlans />;
  if (!quotes.data) return <Loading label={m.loading} tall />;
  if (quotes.data.length === 0) return <NoPlans />;
  const eligible = usDateToIso(inputs.partBEffectiveDate);
  return (
    <div data-testid="medigap-results">
      <p role="status">{m.sortNote}</p>
      <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 20 }} aria-label={m.title}>
        {sortMedigap(quotes.data, pinned).map((plan, index) => (
          <li key={plan.id}>
            <MedigapPlanCard
              plan={plan}
              eligibleDate={eligible}
              // Medigap plans have no CMS id (spec 3 planCmsId is for Medicare plans).
              onChoose={() =>
                events.emit('plans:plan-chosen', {
                  planDisplayPosition: index + 1,
                  planType: plan.planType,
                  planCmsId: null,
                })
              }
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
  const m = useMessages(medigapMessages);
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
