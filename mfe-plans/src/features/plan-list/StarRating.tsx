import { theme } from 'web-kit/theme';
import { planListMessages as m } from './messages';

/** Stars as a picture for the eye and as words for a screen reader. */
export const StarRating = ({ value }: { value: number | null }) => {
  if (value === null) return <span css={{ color: theme.muted }}>{m.notRated}</span>;
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span aria-hidden="true" css={{ color: '#8a5a00', fontSize: 22, letterSpacing: 2 }}>
        {'★'.repeat(full)}
        {half ? '½' : ''}
      </span>
      <span>{m.stars(value)}</span>
    </span>
  );
};
