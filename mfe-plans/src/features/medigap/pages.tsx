import { Link, useParams } from 'react-router-dom';
import { isNotFound, type MedigapLetter, notFound } from 'shared-contracts';
import { usDateToIso } from 'shared-contracts/dates';
import {
  isMedigapLetterAvailable,
  MEDIGAP_COVERAGE,
  medigapLetterOf,
  medigapPlanTypeRecord,
  money,
  wholeMoney,
} from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { useMessages, useTranslator } from 'web-kit/i18n';
import { noticeMessages } from 'web-kit/messages';
import { useMedsuppOfferingQuery, useMedsuppPlanQuery } from 'web-kit/queries/medsupp';
import { buttonCss, cardCss, secondaryButtonCss } from 'web-kit/theme';
import { FetchFailed, Loading, NeedLocation, PageFrame } from 'web-kit/ui';
import { enrollPathOf } from '../../paths';
import { MedigapPanel } from './MedigapPanel';
import { CoverageValue, UnavailableNotice } from './MedigapTable';
import { medigapMessages } from './messages';
import { QuoteForm } from './QuoteForm';
import { useQuoteInputs, useQuoteQuery, useSaveQuote } from './useQuote';

/** /plans/medigap/: quotes and the plan-type table. */
export const MedigapListPage = () => {
  const m = useMessages(medigapMessages);
  return (
    <PageFrame title={m.title} testId="plans-medigap">
      <MedigapPanel />
    </PageFrame>
  );
};

/** The letter's coverage and plan-type record (spec 3): the same for everyone, shown before any quote. */
const MedigapCoverage = ({ letter }: { letter: MedigapLetter }) => {
  const m = useMessages(medigapMessages);
  const record = medigapPlanTypeRecord(letter, m.coverageWords);
  // Plans C and F's notice is the shared one, in the visit's language once its catalogue has loaded.
  useMessages(noticeMessages);
  const t = useTranslator();
  return (
    <section css={{ ...cardCss, marginTop: 24 }} aria-labelledby="medigap-coverage-title">
      <h2 id="medigap-coverage-title" css={{ marginTop: 0 }}>
        {m.coverageHeading}
      </h2>
      <ul data-testid="medigap-coverage">
        {m.coverageWords.items.map((item, i) => (
          <li key={item}>
            {item}: <CoverageValue value={MEDIGAP_COVERAGE[letter][i as 0]} />
          </li>
        ))}
      </ul>
      <p>
        <strong>{m.notice}: </strong>
        {t(record.notice)}
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
  );
};

/** The person's price for the plan: the quote questions until answered, then the price and Enroll. */
const MedigapPrice = ({
  source,
  id,
  letter,
}: {
  source: 'csg' | 'connecture';
  id: string;
  letter: MedigapLetter | null;
}) => {
  const m = useMessages(medigapMessages);
  const { inputs, saved } = useQuoteInputs();
  const save = useSaveQuote();
  const query = useQuoteQuery(inputs);
  const plan = useMedsuppPlanQuery(id, query, source);
  if (plan.isError && isNotFound(plan.error)) throw notFound();
  if (!query || !saved)
    return (
      <>
        <p data-testid="medigap-price-intro">{m.priceIntro}</p>
        <QuoteForm initial={inputs} onSubmit={save} />
      </>
    );
  if (plan.isError) return <FetchFailed onRetry={() => void plan.refetch()} />;
  if (!plan.data) return <Loading label={m.loading} />;
  const p = plan.data;
  const available = !letter || isMedigapLetterAvailable(letter, usDateToIso(inputs.partBEffectiveDate));
  return (
    <>
      <p data-testid="medigap-price">
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
    </>
  );
};

const MedigapDetails = ({ source, id }: { source: 'csg' | 'connecture'; id: string }) => {
  const m = useMessages(medigapMessages);
  const { session, location } = useHost();
  const offering = useMedsuppOfferingQuery(id);
  if (offering.isError && isNotFound(offering.error)) throw notFound();

  if (!session || !location)
    return (
      <PageFrame title={m.title}>
        <NeedLocation />
      </PageFrame>
    );
  if (offering.isError)
    return (
      <PageFrame title={m.title}>
        <FetchFailed onRetry={() => void offering.refetch()} />
      </PageFrame>
    );
  if (!offering.data)
    return (
      <PageFrame title={m.title}>
        <Loading label={m.loading} />
      </PageFrame>
    );

  const o = offering.data;
  if (o.source !== source) throw notFound();
  const letter = medigapLetterOf(o.planSubType);
  return (
    <PageFrame title={o.planName} testId="medigap-details">
      <p>
        {o.carrierName}
        {letter ? ` · ${m.planLetter(letter)}` : ''}
      </p>
      <MedigapPrice source={source} id={id} letter={letter} />
      {letter ? <MedigapCoverage letter={letter} /> : null}
    </PageFrame>
  );
};

/** /plans/medigap/{source}/{id?}/: one quote's details; without an id, the quotes of the list. */
export const MedigapDetailsPage = () => {
  const { source, id } = useParams();
  if (source !== 'csg' && source !== 'connecture') throw notFound();
  return id ? <MedigapDetails key={id} source={source} id={id} /> : <MedigapListPage />;
};
