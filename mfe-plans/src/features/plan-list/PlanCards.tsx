import { css } from '@emotion/react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { theme } from 'web-kit/theme';
import { classNameStyles, useClassNames } from '../../class-names';
import { MAX_COMPARE, PlanLinks } from '../plan-actions';
import { ITEM_ID, useDisplayOrder, useRenderOrder } from './displayOrder';
import { planListMessages as m } from './messages';
import { PlanCard, type PlanCardProps } from './PlanCard';
import type { RankedPlan } from './ranking';
import { FIRST_SCREEN, useWholeCards } from './wholeCards';

/**
 * A card off screen is neither laid out nor painted until it comes near (content-visibility), so a
 * list of 150 renders and re-sorts at the cost of the few cards in view; the cards stay in the page
 * for find-in-page, screen readers and print. Off screen, a card keeps the height it last had (`auto`).
 * Only the height is given: `contain-intrinsic-size: 720px` would also make every card 720px wide and
 * push a phone's page sideways (the list's min-content width became 720px at 390px). A phone's card is
 * about twice as tall (measured 1,425-1,467px at 390px), so the estimate follows, to keep scrolling steady.
 */
const s = classNameStyles({
  list: css({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 20 }),
  offscreenSkipped: css({
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto 720px',
    minWidth: 0,
    [theme.small]: { containIntrinsicBlockSize: 'auto 1400px' },
  }),
});

const idOf = (r: RankedPlan) => r.plan.id;

export interface PlanCardsProps extends Pick<PlanCardProps, 'onTogglePin' | 'onToggleCompare' | 'onChoose'> {
  /** The plans in the order shown. */
  shown: readonly RankedPlan[];
  pinned: readonly string[];
  /** The plans picked for comparison. */
  compared: readonly string[];
}

/**
 * The cards of a list in the order shown. They render in a fixed order and useDisplayOrder shows them
 * sorted, so a re-sort moves them (neither React nor the browser re-creates a card; the cards are
 * memoized and their handlers stable). A list's first render draws a first screen of cards and, a task
 * later, the rest; then useWholeCards draws its off-screen cards whole, here, without re-rendering the
 * page around the list.
 */
export const PlanCards = memo(function PlanCards({
  shown,
  pinned,
  compared,
  onTogglePin,
  onToggleCompare,
  onChoose,
}: PlanCardsProps) {
  const shownIds = useMemo(() => shown.map(idOf), [shown]);
  const rendered = useRenderOrder(shown, idOf);
  // The list's first render draws only the cards a first screen shows (the others are below it); the
  // rest are drawn in a task of their own just after (the page can paint and take input in between), and
  // every render after that draws every card. A task, not a deferred render (useDeferredValue): React's
  // 5 ms slices and the frames between them made the whole list 20-40 ms later (bench/plans-render).
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    if (allDrawn) return;
    const drawRest = setTimeout(() => setAllDrawn(true), 0);
    return () => clearTimeout(drawRest);
  }, [allDrawn]);
  const drawn = useMemo(() => {
    if (allDrawn || rendered.length <= FIRST_SCREEN) return rendered;
    const first = new Set(shownIds.slice(0, FIRST_SCREEN));
    return rendered.filter((r) => first.has(r.plan.id));
  }, [allDrawn, rendered, shownIds]);
  const listRef = useRef<HTMLOListElement>(null);
  useDisplayOrder(listRef, shownIds);
  const { isWhole, onFocus } = useWholeCards(listRef, shownIds, drawn.length === rendered.length);
  const c = useClassNames(s);
  return (
    <PlanLinks>
      <ol ref={listRef} className={c.list} aria-label={m.allTitle} onFocus={onFocus}>
        {drawn.map((r) => (
          <li key={r.plan.id} {...{ [ITEM_ID]: r.plan.id }} className={c.offscreenSkipped}>
            <PlanCard
              ranked={r}
              whole={isWhole(r.plan.id)}
              pinned={pinned.includes(r.plan.id)}
              onTogglePin={onTogglePin}
              compared={compared.includes(r.plan.id)}
              compareDisabled={compared.length >= MAX_COMPARE}
              onToggleCompare={onToggleCompare}
              onChoose={onChoose}
            />
          </li>
        ))}
      </ol>
    </PlanLinks>
  );
});
