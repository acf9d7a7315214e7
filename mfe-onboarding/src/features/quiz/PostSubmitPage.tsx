import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { buttonCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { quizMessages } from './messages';
import { NoAnswers } from './NoAnswers';
import { type QuizRecord, quizRecord } from './store';

/**
 * /quiz/enrollmentdate/post-submit/: the thank-you between the questions and the dates. Opened with no
 * answers in this visit, it does not thank the person for a quiz they have not taken.
 */
const PostSubmitPage = () => {
  const m = useMessages(quizMessages);
  const { result } = quizRecord.useRecord() as QuizRecord;
  if (!result) return <NoAnswers testId="quiz-thanks-page" />;
  return (
    <PageFrame title={m.thanksTitle} intro={<p>{m.thanksBody}</p>} testId="quiz-thanks-page">
      <p>
        <Link to="/quiz/enrollmentdate/results/" css={buttonCss}>
          {m.seeResults}
        </Link>
      </p>
    </PageFrame>
  );
};
export default PostSubmitPage;
