import { Link, useParams } from 'react-router-dom';
import { isNotFound, notFound, usDateToIso } from 'shared-contracts';
import {
  isMedigapLetterAvailable,
  MEDIGAP_COVERAGE,
  MEDIGAP_COVERAGE_ITEMS,
  medigapLetterOf,
  medigapPlanTypeRecord,
} from 'shared-contracts/domain';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { money, wholeMoney } from '../common/format';
import { Page } from '../common/Page';
import { FetchFailed, Loading, NeedLocation } from '../common/States';
import { buttonCss, cardCss, secondaryButtonCss } from '../common/theme';
import { useResource } from '../common/useResource';
import { enrollPathOf } from '../plan-list/plan-kinds';
import { MedigapPanel } from './MedigapPanel';
import { CoverageValue, UnavailableNotice } from './MedigapTable';
import { medigapMessages as m } from './messages';
import { QuoteForm } from './QuoteForm';
import { isComplete, toMedsuppQuery } from './quote';
import { useQuoteInputs, useSaveQuote } from './useQuote';

/** /plans/medigap/: quotes and the plan-type table. */
export const MedigapListPage = () => (
  <Page title={m.title} testId="plans-medigap">
    <MedigapPanel />
  </Page>
);

const MedigapDetails = ({ source, id }: { source: 'csg' | 'connecture'; id: string }) => {
  const { session, location, planYear, api } = useHost();
  const { inputs } = useQuoteInputs();
  const save = useSaveQuote();
  const query =
    session && location && isComplete(inputs)
      ? { ...toMedsuppQuery(inputs, location, planYear, session.connectureSessionId), source }
      : null;
  const plan = useResource(
    query ? `${session?.accessToken}|${id}|${JSON.stringify(query)}` : null,
    async (signal) =>
      (await api.call(endpoints.medsupp.plan, { params: { id }, query: query! }, { signal })).plan,
  );
  if (plan.status === 'error' && isNotFound(plan.error)) throw notFound();

  if (!session || !location)
    return (
      <Page title={m.title}>
        <NeedLocation />
      </Page>
    );
  if (!query)
    return (
      <Page title={m.title}>
        <QuoteForm initial={inputs} onSubmit={save} />
      </Page>
    );
  if (plan.status === 'error')
    return (
      <Page title={m.title}>
        <FetchFailed onRetry={plan.reload} />
      </Page>
    );
  if (plan.status !== 'success')
    return (
      <Page title={m.title}>
        <Loading label={m.loading} />
      </Page>
    );

  const p = plan.data;
  const letter = medigapLetterOf(p.planSubType);
  const record = letter ? medigapPlanTypeRecord(letter) : null;
  const available = !letter || isMedigapLetterAvailable(letter, usDateToIso(inputs.partBEffectiveDate));
  return (
    <Page title={p.planName} testId="medigap-details">
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
    </Page>
  );
};

/** /plans/medigap/{source}/{id?}/: one quote's details; without an id, the quotes of the list. */
export const MedigapDetailsPage = () => {
  const { source, id } = useParams();
  if (source !== 'csg' && source !== 'connecture') throw notFound();
  return id ? <MedigapDetails key={id} source={source} id={id} /> : <MedigapListPage />;
};
