import { useMessages } from 'web-kit/i18n';
import { linkCss } from 'web-kit/theme';
import { CallOrGoHome } from './CallOrGoHome';
import { errorMessages, MEDICARE_QUESTIONS_URL } from './messages';

export const NotFoundPage = () => {
  const m = useMessages(errorMessages);
  return (
    <section aria-labelledby="error-title" data-testid="not-found-page">
      <h1 id="error-title">{m.notFoundHeadline}</h1>
      <p css={{ fontSize: '1.3rem', fontWeight: 700 }}>{m.notFoundReassure}</p>
      <p>{m.notFoundSecondReading}.</p>
      <p>
        <a href={MEDICARE_QUESTIONS_URL} css={linkCss}>
          {m.medicareQuestions}
        </a>
      </p>
      <CallOrGoHome />
    </section>
  );
};
