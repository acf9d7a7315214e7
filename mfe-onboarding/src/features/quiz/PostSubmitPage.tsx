import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { buttonCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { quizMessages } from './messages';

/** /quiz/enrollmentdate/post-submit/: the thank-you between the questions and the dates. */
const PostSubmitPage = () => {
  const m = useMessages(quizMessages);
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
