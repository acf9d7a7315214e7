import { Link } from 'react-router-dom';
import { buttonCss } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { quizMessages as m } from './messages';

/** /quiz/enrollmentdate/post-submit/: the thank-you between the questions and the dates. */
const PostSubmitPage = () => (
  <PageFrame title={m.thanksTitle} intro={<p>{m.thanksBody}</p>} testId="quiz-thanks-page">
    <p>
      <Link to="/quiz/enrollmentdate/results/" css={buttonCss}>
        {m.seeResults}
      </Link>
    </p>
  </PageFrame>
);
export default PostSubmitPage;
