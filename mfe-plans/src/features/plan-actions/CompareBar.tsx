import { Link } from 'react-router-dom';
import { useMessages } from 'web-kit/i18n';
import { buttonCss, secondaryButtonCss, theme } from 'web-kit/theme';
import { useStickyBarRoom } from 'web-kit/ui';
import { comparePath } from '../../paths';
import { planActionMessages } from './messages';
import { MAX_COMPARE } from './useCompareSelection';

/** Stays in view while plans are picked; links to the compare page with the picks in its URL. */
export const CompareBar = ({
  type,
  selected,
  onClear,
}: {
  type: 'hmo' | 'pdp' | 'medSupp';
  selected: readonly string[];
  onClear: () => void;
}) => {
  const m = useMessages(planActionMessages);
  const bar = useStickyBarRoom<HTMLElement>();
  if (selected.length === 0) return null;
  return (
    <section
      ref={bar}
      aria-label={m.compare}
      data-testid="compare-bar"
      css={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        padding: 16,
        margin: '16px 0',
        background: '#fff',
        border: `3px solid ${theme.primary}`,
        borderRadius: 12,
        boxShadow: '0 -4px 12px rgba(0,0,0,0.15)',
        [theme.short]: { position: 'static' },
      }}
    >
      <p css={{ margin: 0, flex: '1 1 240px' }} aria-live="polite">
        {selected.length >= MAX_COMPARE ? m.compareLimit : m.compareHint}
      </p>
      {selected.length >= 2 ? (
        <Link to={comparePath(type, selected)} css={buttonCss}>
          {m.compareSelected(selected.length)}
        </Link>
      ) : null}
      <button type="button" css={secondaryButtonCss} onClick={onClear}>
        {m.clearCompare}
      </button>
    </section>
  );
};
