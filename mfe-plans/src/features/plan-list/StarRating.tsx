import { css } from '@emotion/react';
import { useMessages } from 'web-kit/i18n';
import { theme } from 'web-kit/theme';
import { classNameStyles, useClassNames } from '../../class-names';
import { planListMessages } from './messages';

// Class names (../../class-names.ts): every plan card shows a rating.
const s = classNameStyles({
  notRated: css({ color: theme.muted }),
  rating: css({ display: 'inline-flex', alignItems: 'center', gap: 8 }),
  stars: css({ color: '#8a5a00', fontSize: 22, letterSpacing: 2 }),
});

/** Stars as a picture for the eye and as words for a screen reader. */
export const StarRating = ({ value }: { value: number | null }) => {
  const m = useMessages(planListMessages);
  const c = useClassNames(s);
  if (value === null) return <span className={c.notRated}>{m.notRated}</span>;
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span className={c.rating}>
      <span aria-hidden="true" className={c.stars}>
        {'★'.repeat(full)}
        {half ? '½' : ''}
      </span>
      <span>{m.stars(value)}</span>
    </span>
  );
};
