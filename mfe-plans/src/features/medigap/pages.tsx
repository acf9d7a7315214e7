import { Link, useParams } from 'react-router-dom';
import { isNotFound, notFound, usDateToIso } from 'shared-contracts';
import {
  isMedigapLetterAvailable,
  MEDIGAP_COVERAGE,
  MEDIGAP_COVERAGE_ITEMS,
  medigapLetterOf,
  medigapPlanTypeRecord,
} from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMedsuppPlanQuery } from 'web-kit/queries/medsupp';
import { buttonCss, cardCss, secondaryButtonCss } from 'web-kit/theme';
import { FetchFailed, Loading, NeedLocation, PageFrame } from 'web-kit/ui';
import { money, wholeMoney } from '../../format';
import { enrollPathOf } from '../plan-list/plan-kinds';
import { MedigapPanel } from './MedigapPanel';
import { CoverageValue, UnavailableNotice } from './MedigapTable';
import { medigapMessages as m } from './messages';
import { QuoteForm } from './QuoteForm';
import { useQuoteInputs, useQuoteQuery, useSaveQuote } from './useQuote';

/** /plans/medigap/: quotes and the plan-type table. */
export const MedigapListPage = () => (
  <PageFrame title={m.title} testId="plans-medigap">
    <MedigapPanel />
  </PageFrame>
);

const MedigapDetails = ({ source, id }: { source: 'csg' | 'connecture'; id: string }) => {
  const { session, location } = useHost();
  const { inputs } = useQuoteInputs();
  const save = useSaveQuote();
  const query = useQuoteQuery(inputs);
  const plan = useMedsuppPlanQuery(id, query, source);
  if (plan.isError && isNotFound(plan.error)) throw notFound();

  if (!session || !location)
    return (
      <PageFrame title={m.title}>
        <NeedLocation />
      </PageFrame>
    );
  if (!query)
    return (
      <PageFrame title={m.title}>
        <QuoteForm initial={inputs} onSubmit={save} />
      </PageFrame>
    );
  if (plan.isError)
    return (
      <PageFrame title={m.title}>
        <FetchFailed onRetry={() => void plan.refetch()} />
      </PageFrame>
    );
  if (!plan.data)
    return (
      <PageFrame title={m.title}>
        <Loading label={m.loading} />
      </PageFrame>
    );

  const p = plan.data;
  const letter = medigapLetterOf(p.planSubType);
  const record = letter ? medigapPlanTypeRecord(letter) : null;
  const available = !letter || isMedigapLetterAvailable(letter, usDateToIso(inputs.partBEffectiveDate));
  return (
    <PageFrame title={p.planName} testId="medigap-details">
      <p>
        {p.carrierName}
        {letter ? ` · ${m.planLetter(letter)}` : ''}
      </p>
      <p>
        <span css={{ fontSize: 30, fontWeight: 800 }}>{money(p.monthlyPremium)}</span> {m.perMonth}{' '}
        {m.perYear(wholeMoney(p.annualPlanPremium))}
      </p>
      {!available ? <UnavailableNotice /> : null}
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {available ? (
          <Link to={enrollPathOf(p.carrierName, p.id, `?type=medigap&source=${p.source}`)} css={buttonCss}>
            {m.enroll}
          </Link>
        ) : null}
        <Link to="/plans/medigap/" css={secondaryButtonCss}>
          {m.backToPlans}
        </Link>
      </p>
      {letter && record ? (
        <section css={{ ...cardCss, marginTop: 24 }} aria-labelledby="medigap-coverage-title">
          <h2 id="medigap-coverage-title" css={{ marginTop: 0 }}>
            {m.coverageHeading}
          </h2>
          <ul>
            {MEDIGAP_COVERAGE_ITEMS.map((item, i) => (
              <li key={item}>
                {item}: <CoverageValue value={MEDIGAP_COVERAGE[letter][i as 0]} />
              </li>
            ))}
          </ul>
          <p>
            <strong>{m.notice}: </strong>
            {record.notice}
          </p>
          {record.outOfPocketLimit !== null ? (
            <p>
              {m.oopColumn}: <strong>{wholeMoney(record.outOfPocketLimit)}</strong>
            </p>
          ) : null}
          <dl>
            {record.coverageLines.map((line) => (
              <div key={line.service} css={{ marginBottom: 8 }}>
                <dt css={{ fontWeight: 700 }}>{line.service}</dt>
                <dd css={{ margin: 0 }}>{line.coverage}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </PageFrame>
  );
};

/** /plans/medigap/{source}/{id?}/: one quote's details; without an id, the quotes of the list. */
export const MedigapDetailsPage = () => {
  const { source, id } = useParams();
  if (source !== 'csg' && source !== 'connecture') throw notFound();
  return id ? <MedigapDetails key={id} source={source} id={id} /> : <MedigapListPage />;
};
