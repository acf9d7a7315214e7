/**
 * A long list draws every card at once, but whole only the cards a first screen can show: the others
 * start as their name, carrier, rating and actions (a fifth of a whole card's elements), so every card is
 * in the list, in order, reached by Tab and found by heading, and its links and buttons work. They are
 * made whole in the order shown when the page is idle, a few at a time, within a second or so; at once
 * when they come within a screen of the viewport, take focus or the page is printed. A whole card stays
 * whole. A short list renders whole at once.
 *
 * Why: React creating 150 whole cards (about 11,000 elements) took 230-320 ms in the bench, most of the
 * time to show the list; content-visibility already spares their layout and paint, not their creation.
 */
import { type FocusEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../idle';
import { ITEM_ID } from './displayOrder';

/** A list this short renders whole at once. */
export const WHOLE_LIST_MAX = 20;
/** The cards whole from the first render: a whole card is 600-1,500 px tall, so a screen shows 1 to 3. */
export const FIRST_WHOLE = 3;
/**
 * The cards any list draws in its first render (PlanCards; the rest follow in a task of their own): more
 * than a screen shows (each whole card 600-1,500 px tall, the first under the page's heading, tabs and
 * sort row), so nothing in view moves when the rest come. A county's 13 plans drawn whole at once were one
 * task of 180-290 ms on a phone (4x, bench/main-thread on /plans/all/).
 */
export const FIRST_SCREEN = FIRST_WHOLE + 1;
/**
 * The whole cards a short list draws per task after its first screen: about 10 ms each at a phone's
 * speed (4x), so a step stays under the 50 ms of a long task with React's commit around it.
 */
export const DRAW_STEP = 3;
/** Cards made whole per idle moment (a whole card is 0.5-1.5 ms of rendering: 5-15 ms a step). */
export const CHUNK = 10;
/** The cards on each side of a focused card that a screen can show with it. */
const NEIGHBOURS = 2;
/** The reach ahead of the viewport in which a card is made whole before it is scrolled to. */
const AHEAD = '100% 0px';

const NONE: ReadonlySet<string> = new Set();
const SEP = '\n';

const withIds = (set: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> =>
  ids.every((id) => set.has(id)) ? set : new Set([...set, ...ids]);

/**
 * `order`: the ids of the list's cards as shown; `drawn`: whether every one of them is in the list yet
 * (until then no card is made whole in the background, and the observer has not every card to watch). `isWhole(id)`: whether that card renders whole now; `onFocus`: for
 * the list element (a card that takes focus is made whole at once).
 */
export const useWholeCards = (
  listRef: RefObject<HTMLElement | null>,
  order: readonly string[],
  drawn = true,
) => {
  const long = order.length > WHOLE_LIST_MAX;
  const [opened, setOpened] = useState<ReadonlySet<string>>(NONE);
  const position = useMemo(() => new Map(order.map((id, i) => [id, i])), [order]);
  const isWhole = (id: string): boolean => {
    const at = position.get(id);
    return !long || (at !== undefined && at < FIRST_WHOLE) || opened.has(id);
  };
  const open = useCallback((ids: readonly string[]) => setOpened((prev) => withIds(prev, ids)), []);
  const orderRef = useRef(order);
  orderRef.current = order;

  // Next: the cards whole for their place (a short list, the first few) that are not yet kept whole,
  // so a re-sort or a longer list does not undo them, then the next few not yet whole, in order.
  const kept = order.filter((id, i) => !opened.has(id) && (!long || i < FIRST_WHOLE));
  const pending = long ? order.filter((id, i) => i >= FIRST_WHOLE && !opened.has(id)) : [];
  const nextStep = [...kept, ...pending.slice(0, CHUNK)].join(SEP);
  useEffect(() => {
    if (nextStep === '' || !drawn) return;
    return whenIdle(() => open(nextStep.split(SEP)));
  }, [nextStep, open, drawn]);

  // Cards about to be scrolled to, and all of them for printing, while some are not whole.
  const waiting = pending.length > 0;
  const items = [...order].sort().join(SEP);
  useEffect(() => {
    const list = listRef.current;
    if (!waiting || !list || !drawn) return;
    const printAll = () => flushSync(() => open(orderRef.current));
    window.addEventListener('beforeprint', printAll);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              const ids = entries.flatMap((e) =>
                e.isIntersecting ? (e.target.getAttribute(ITEM_ID) ?? []) : [],
              );
              if (ids.length > 0) open(ids);
            },
            { rootMargin: AHEAD },
          )
        : null;
    if (observer) for (const item of list.children) observer.observe(item);
    return () => {
      window.removeEventListener('beforeprint', printAll);
      observer?.disconnect();
    };
  }, [waiting, items, listRef, open, drawn]);

  // Focus reaching a card that is not whole (a jump, a screen reader): that card and the ones that can
  // share the screen with it whole at once (none of them grows later under the focused control), and
  // the focused control, if its card grew it out of view, brought to the middle of the screen, as the
  // browser does when focus moves to a control out of view (it scrolled for the card before it grew).
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const id = event.target.closest(`[${ITEM_ID}]`)?.getAttribute(ITEM_ID);
    if (!id || isWhole(id)) return;
    const at = position.get(id) ?? 0;
    flushSync(() => open(order.slice(Math.max(0, at - NEIGHBOURS), at + NEIGHBOURS + 1)));
    const { top, bottom } = event.target.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) event.target.scrollIntoView?.({ block: 'center' });
  };

  return { isWhole, onFocus };
};
