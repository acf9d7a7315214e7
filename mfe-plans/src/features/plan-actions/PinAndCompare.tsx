import { css } from '@emotion/react';
import { useMessages } from 'web-kit/i18n';
import { focusRing, secondaryButtonCss } from 'web-kit/theme';
import { classNameStyles, useClassNames } from '../../class-names';
import { planActionMessages } from './messages';

// Class names (../../class-names.ts): a list draws these on every card.
const s = classNameStyles({
  button: css(secondaryButtonCss),
  label: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 48,
    cursor: 'pointer',
    fontWeight: 700,
  }),
  checkbox: css({ width: 28, height: 28, ...focusRing }),
});

export interface PinAndCompareProps {
  id: string;
  name: string;
  pinned: boolean;
  onTogglePin: (id: string) => void;
  compared: boolean;
  /** Three plans are already picked. */
  compareDisabled: boolean;
  onToggleCompare: (id: string) => void;
}

/** A plan card's "Pin to top" button and "Compare" box; the plan's name is in their accessible names. */
export const PinAndCompare = ({
  id,
  name,
  pinned,
  onTogglePin,
  compared,
  compareDisabled,
  onToggleCompare,
}: PinAndCompareProps) => {
  const m = useMessages(planActionMessages);
  const c = useClassNames(s);
  return (
    <>
      <button
        type="button"
        className={c.button}
        aria-label={m.pinFor(pinned ? m.unpin : m.pin, name)}
        onClick={() => onTogglePin(id)}
      >
        {pinned ? m.unpin : m.pin}
      </button>
      <label className={c.label}>
        <input
          type="checkbox"
          checked={compared}
          disabled={compareDisabled && !compared}
          onChange={() => onToggleCompare(id)}
          aria-label={m.compareFor(name)}
          className={c.checkbox}
        />
        {m.compare}
      </label>
    </>
  );
};
