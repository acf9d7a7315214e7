import { css } from '@emotion/react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from 'web-kit/i18n';
import { theme } from 'web-kit/theme';
import { classNameStyles, useClassNames } from '../../class-names';
import { MAX_COMPARE, PlanLinks } from '../plan-actions';
import { ITEM_ID, useDisplayOrder, useRenderOrder } from './displayOrder';
import { planListMessages } from './messages';
import { PlanCard, type PlanCardProps } from './PlanCard';
import type { RankedPlan } from './ranking';
import { DRAW_STEP, FIRST_SCREEN, useWholeCards, WHOLE_LIST_MAX } from './wholeCards';

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
 * memoized and their handlers stable). A list's first render draws a first screen of cards and, in the
 * tasks after, the rest; then useWholeCards draws its off-screen cards whole, here, without re-rendering the
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
  const m = useMessages(planListMessages);
  const shownIds = useMemo(() => shown.map(idOf), [shown]);
  const rendered = useRenderOrder(shown, idOf);
  // The list's first render draws only the cards a first screen shows (the others are below it); the
  // rest are drawn in tasks of their own just after (the page can paint and take input in between): a
  // short list's whole cards a step of them per task (a whole card is about 10 ms at a phone's speed:
  // the 9 after a county's first screen in one task were 87-92 ms at 4x, bench/main-thread), a long
  // list's light cards all in one. Every render after that draws every card. Tasks, not a deferred
  // render (useDeferredValue): React's 5 ms slices and the frames between them made the whole list 20-40
  // ms later (bench/plans-render).
  const [drawnCount, setDrawnCount] = useState(FIRST_SCREEN);
  const long = rendered.length > WHOLE_LIST_MAX;
  const allDrawn = drawnCount >= rendered.length;
  useEffect(() => {
    if (drawnCount === Number.POSITIVE_INFINITY) return;
    const total = rendered.length;
    const drawMore = setTimeout(
      () => setDrawnCount((n) => (long || n + DRAW_STEP >= total ? Number.POSITIVE_INFINITY : n + DRAW_STEP)),
      0,
    );
    return () => clearTimeout(drawMore);
  }, [drawnCount, long, rendered.length]);
  const drawn = useMemo(() => {
    if (allDrawn) return rendered;
    const first = new Set(shownIds.slice(0, drawnCount));
    return rendered.filter((r) => first.has(r.plan.id));
  }, [allDrawn, rendered, shownIds, drawnCount]);
  const listRef = useRef<HTMLOListElement>(null);
  useDisplayOrder(listRef, shownIds);
  const { isWhole, onFocus } = useWholeCards(listRef, shownIds, allDrawn);
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
