/**
 * A long list re-sorted by moving its items, not by React re-inserting them.
 *
 * React moves keyed elements one insertBefore at a time, each a removal from the page and an insertion.
 * In Chromium, with the cards in the page, each such move costs more than the one before (0.1 ms for
 * the first, 1 ms for the 150th): 70-100 ms for a re-sort of 150 cards, most of it (profiled on
 * bench/plans-render). Removing them all and appending them back costs 5 ms; `moveBefore` 3-9 ms. So the
 * list renders its items in a fixed order (`useRenderOrder`: a re-sort changes no React child), and
 * `arrangeItems` puts them in the order shown after each commit: with `moveBefore` where the browser
 * has it (an atomic move: the item keeps its focus and state), else by appending them back all at
 * once, then giving focus back to the element that had it.
 *
 * React keeps working on such a list: it inserts a new item before another item's element and removes
 * an item's element wherever it stands, and the next arrangement puts every item in its place again.
 */
import { type RefObject, useLayoutEffect, useMemo, useState } from 'react';

/** The attribute an item carries its id in (a plan card's <li data-item-id>). */
export const ITEM_ID = 'data-item-id';

type MovingParent = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };

/** The indexes of a longest increasing run (not necessarily contiguous) of `values`. */
export const longestIncreasing = (values: readonly number[]): Set<number> => {
  // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  });
  const run = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i !== -1; i = previous[i]!) run.add(i);
  return run;
};

/**
 * Puts `list`'s items (its children with ITEM_ID) in `ids` order. With `moveBefore`, only the items
 * outside the longest run already in order move (pinning the last of 150 cards moves one, not 149).
 */
export const arrangeItems = (list: HTMLElement, ids: readonly string[]): void => {
  const at = new Map<Element, number>();
  const byId = new Map<string, Element>();
  for (const [i, item] of [...list.children].entries()) {
    const id = item.getAttribute(ITEM_ID);
    if (id === null) continue;
    byId.set(id, item);
    at.set(item, i);
  }
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const positions = ordered.map((item) => at.get(item)!);
  if (positions.every((p, i) => i === 0 || positions[i - 1]! < p)) return;
  const parent = list as MovingParent;
  if (typeof parent.moveBefore === 'function') {
    const staying = longestIncreasing(positions);
    // From the end: an item that moves goes before the one that must follow it, already in place.
    let next: Element | null = null;
    for (let i = ordered.length - 1; i >= 0; i--) {
      const item = ordered[i]!;
      if (!staying.has(i)) parent.moveBefore(item, next);
      next = item;
    }
    return;
  }
  const { activeElement } = list.ownerDocument;
  list.append(...ordered);
  if (
    activeElement instanceof HTMLElement &&
    activeElement !== list.ownerDocument.activeElement &&
    list.contains(activeElement)
  )
    activeElement.focus({ preventScroll: true });
};

/** After every commit of the list, its items stand in `ids` order (before the browser paints). */
export const useDisplayOrder = (listRef: RefObject<HTMLElement | null>, ids: readonly string[]): void => {
  useLayoutEffect(() => {
    if (listRef.current) arrangeItems(listRef.current, ids);
  });
};

/**
 * The order to render `shown` in: the order of the first render (so a first list needs no move), then
 * unchanged but for the items that leave it and the new ones, which come last. React then never moves
 * an item; it inserts and removes only.
 */
export const useRenderOrder = <T>(shown: readonly T[], idOf: (item: T) => string): readonly T[] => {
  const [kept, setKept] = useState<{ shown: readonly T[]; ids: readonly string[] }>(() => ({
    shown,
    ids: shown.map(idOf),
  }));
  let ids = kept.ids;
  if (kept.shown !== shown) {
    // Derived from the last render's order (React re-renders at once, before the children).
    const present = new Set(shown.map(idOf));
    const stay = ids.filter((id) => present.has(id));
    const staying = new Set(stay);
    ids = [...stay, ...shown.map(idOf).filter((id) => !staying.has(id))];
    setKept({ shown, ids });
  }
  return useMemo(() => {
    const byId = new Map(shown.map((item) => [idOf(item), item]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [ids, shown, idOf]);
};
