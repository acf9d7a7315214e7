import { Link } from 'react-router-dom';
import { telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useDates, useMessages } from 'web-kit/i18n';
import { buttonCss, linkCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { quizMessages } from './messages';
import { NoAnswers } from './NoAnswers';
import { type QuizRecord, quizRecord } from './store';

const ResultsPage = () => {
  const m = useMessages(quizMessages);
  const { long } = useDates();
  const { phone } = useHost();
  const { result } = quizRecord.useRecord() as QuizRecord;
  if (!result) return <NoAnswers testId="quiz-results-page" />;
  return (
    <PageFrame title={m.resultsTitle} testId="quiz-results-page">
      <section aria-labelledby="quiz-headline">
        <h2 id="quiz-headline">{m.headline[result.kind]}</h2>
        <p css={{ fontSize: 22, fontWeight: 700 }} data-testid="quiz-window">
          {m.window(long(result.start), result.end ? long(result.end) : null)}
        </p>
        {result.missedInitialEnrollmentPeriod ? <p>{m.missed}</p> : null}
        <p>{m.explain[result.kind]}</p>
      </section>
      <p>{m.nextStep}</p>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <a href={telHref(phone)} css={buttonCss}>
          {m.callNow(phone)}
        </a>
        <Link to="/" css={linkCss}>
          {m.comparePlans}
        </Link>
      </p>
    </PageFrame>
  );
};
export default ResultsPage;
