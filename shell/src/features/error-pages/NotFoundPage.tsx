import { Link } from 'react-router-dom';
import { telHref } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { focusRing } from '../chrome/theme';
import { MEDICARE_QUESTIONS_URL, errorMessages as m } from './messages';

export const NotFoundPage = () => {
  const { phone } = useHost();
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
      <p>
        <a href={telHref(phone)} css={{ fontWeight: 700, ...focusRing }}>
          {m.callUs(phone)}
        </a>
      </p>
      <p>
        <Link to="/" css={focusRing}>
          {m.goHome}
        </Link>
      </p>
    </section>
  );
};
