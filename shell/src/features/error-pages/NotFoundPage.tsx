import { focusRing } from 'web-kit/theme';
import { CallOrGoHome } from './CallOrGoHome';
import { MEDICARE_QUESTIONS_URL, errorMessages as m } from './messages';

export const NotFoundPage = () => {
  return (
    <section aria-labelledby="error-title" data-testid="not-found-page">
      <h1 id="error-title">{m.notFoundHeadline}</h1>
      <p css={{ fontSize: '1.3rem', fontWeight: 700 }}>{m.notFoundReassure}</p>
      <p>{m.notFoundSecondReading}.</p>
      <p>
        <a href={MEDICARE_QUESTIONS_URL} css={focusRing}>
          {m.medicareQuestions}
        </a>
      </p>
      <CallOrGoHome />
    </section>
  );
};
