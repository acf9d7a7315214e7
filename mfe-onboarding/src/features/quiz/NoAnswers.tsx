import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { buttonCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { quizMessages } from './messages';

/**
 * The quiz's thank-you or results page opened with no answers in this visit (a bookmark, a link, a new
 * tab): no dates to give, so the way to the questions.
 */
export const NoAnswers = ({ testId }: { testId: string }) => {
  const m = useMessages(quizMessages);
  return (
    <PageFrame title={m.resultsTitle} testId={testId}>
      <p>{m.noAnswers}</p>
      <p>
        <Link to="/quiz/" css={buttonCss}>
          {m.startQuiz}
        </Link>
      </p>
    </PageFrame>
  );
};
