import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, type ReactElement, Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { extraFor, makePlan, partD2027 } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { arrangeItems, ITEM_ID, longestIncreasing } from './displayOrder';
import { MedicarePlanList } from './MedicarePlanList';
import { DRAW_STEP, FIRST_SCREEN, FIRST_WHOLE, WHOLE_LIST_MAX } from './wholeCards';

// Every card shows a rating, so StarRating renders once per card render: it counts them.
const ratings = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('./StarRating', async (importOriginal) => {
  const { StarRating } = await importOriginal<typeof import('./StarRating')>();
  return {
    StarRating: (props: Parameters<typeof StarRating>[0]) => {
      ratings.rendered++;
      return StarRating(props);
    },
  };
});

/** `count` plans: the higher the number, the higher the total (premium × 12) and the lower the premium. */
const plansOf = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return makePlan({
      id: `P${n}`,
      planID: n,
      planName: `Plan ${n} (HMO)`,
      monthlyPremium: 1000 - i,
      annualPlanPremium: 100 * (i + 1),
    });
  });

const renderList = (count: number, wrap: (list: ReactElement) => ReactElement = (list) => list) => {
  const plans = plansOf(count);
  const { host } = testHost({}, (_service, _method, path) =>
    path === 'plans'
      ? {
          cntr: {
            medicarePlans: plans,
            medigapPlans: [],
            planRankingsUuid: 'r1',
            statusCode: 200,
            extraPlanData: plans.map((p) => extraFor(p)),
            partD: partD2027,
          },
        }
      : { cntr: [] },
  );
  renderWithHost(wrap(<MedicarePlanList kind="medicareAdvantage" pinTab="medicareAdvantage" />), host);
};

const cards = () => screen.getAllByTestId('plan-card');
const idsShown = () => cards().map((c) => c.dataset.planId);
const isWhole = (card: HTMLElement) => within(card).queryByTestId('plan-total') !== null;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('re-sorting a list of plans', () => {
  it('moves the cards: no card renders again and nothing inside a card changes', async () => {
    renderList(5);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(idsShown()).toEqual(['P001', 'P002', 'P003', 'P004', 'P005']);
    const before = new Map(cards().map((c) => [c.dataset.planId, c]));
    const rendered = ratings.rendered;
    const list = screen.getByRole('list', { name: 'Compare plans' });
    const records: MutationRecord[] = [];
    const changes = new MutationObserver((found) => records.push(...found));
    changes.observe(list, { subtree: true, childList: true, attributes: true, characterData: true });

    fireEvent.change(screen.getByTestId('plan-sort'), { target: { value: 'premium' } });

    await waitFor(() => expect(idsShown()).toEqual(['P005', 'P004', 'P003', 'P002', 'P001']));
    expect(ratings.rendered).toBe(rendered);
    records.push(...changes.takeRecords());
    changes.disconnect();
    expect(records.length).toBeGreaterThan(0);
    // Only the list's own children moved: no attribute, text or element inside a card changed.
    expect(records.every((r) => r.type === 'childList' && r.target === list)).toBe(true);
    for (const card of cards()) expect(before.get(card.dataset.planId)).toBe(card);
  });

  it('keeps the focus on the control that had it', async () => {
    renderList(5);
    await waitFor(() => expect(cards()).toHaveLength(5));
    const box = within(cards()[0]!).getByRole('checkbox', { name: /^Compare/ });
    act(() => box.focus());
    fireEvent.change(screen.getByTestId('plan-sort'), { target: { value: 'premium' } });
    await waitFor(() => expect(idsShown()[4]).toBe('P001'));
    expect(document.activeElement).toBe(box);
  });
});

describe('ticking a plan to compare', () => {
  it('shows the tick and the compare bar at once, while the list for the new address is still rendering', async () => {
    // The router renders a new address as a transition; a part that waits (here for ever) holds it there,
    // as the render of a long list does on a slow screen.
    const never = new Promise<never>(() => {});
    const HoldsTheNewAddress = () => {
      if (useLocation().search) use(never);
      return null;
    };
    renderList(3, (list) => (
      <>
        {list}
        <Suspense fallback={null}>
          <HoldsTheNewAddress />
        </Suspense>
      </>
    ));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const box = within(cards()[0]!).getByRole<HTMLInputElement>('checkbox', { name: /^Compare/ });
    await act(async () => box.click());
    expect(box.checked).toBe(true);
    expect(screen.getByTestId('compare-bar')).toBeTruthy();
  });
});

describe('arrangeItems', () => {
  const listOf = (ids: string[]) => {
    const list = document.createElement('ol');
    for (const id of ids) {
      const item = document.createElement('li');
      item.setAttribute(ITEM_ID, id);
      item.append(document.createElement('button'));
      list.append(item);
    }
    document.body.append(list);
    return list;
  };
  const order = (list: HTMLElement) => [...list.children].map((c) => c.getAttribute(ITEM_ID));

  it('with moveBefore, moves only the items out of the longest run already in order', () => {
    const list = listOf(['a', 'b', 'c', 'd', 'e']);
    const moveBefore = vi.fn((node: Node, child: Node | null) => list.insertBefore(node, child));
    Object.assign(list, { moveBefore });
    const moves = (ids: string[]) => {
      moveBefore.mockClear();
      arrangeItems(list, ids);
      expect(order(list)).toEqual(ids);
      return moveBefore.mock.calls.length;
    };
    expect(moves(['b', 'a', 'c', 'd', 'e'])).toBe(1);
    expect(moves(['b', 'a', 'c', 'd', 'e'])).toBe(0);
    // The last one pinned to the top: it alone moves.
    expect(moves(['e', 'b', 'a', 'c', 'd'])).toBe(1);
    expect(moves(['d', 'c', 'a', 'b', 'e'])).toBe(4);
    expect(moves(['e', 'b', 'd', 'a', 'c'])).toBe(3);
    list.remove();
  });

  it('finds a longest increasing run', () => {
    const run = (values: number[]) => [...longestIncreasing(values)].sort((a, b) => a - b);
    expect(run([])).toEqual([]);
    expect(run([0, 1, 2])).toEqual([0, 1, 2]);
    expect(run([2, 1, 0])).toHaveLength(1);
    expect(run([3, 0, 4, 1, 2, 5])).toEqual([1, 3, 4, 5]);
  });

  it('without moveBefore, appends them back in order and gives the focus back', () => {
    const list = listOf(['a', 'b', 'c']);
    const button = list.querySelector<HTMLButtonElement>(`[${ITEM_ID}="a"] button`)!;
    button.focus();
    arrangeItems(list, ['c', 'b', 'a']);
    expect(order(list)).toEqual(['c', 'b', 'a']);
    expect(document.activeElement).toBe(button);
    list.remove();
  });
});

describe('a long list of plans', () => {
  /** Idle callbacks held until the test runs them. */
  const idle = () => {
    const queue = new Map<number, () => void>();
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      queue.set(next, run);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
    return {
      runAll: async () => {
        for (let i = 0; queue.size > 0 && i < 100; i++) {
          const [handle, run] = queue.entries().next().value!;
          queue.delete(handle);
          await act(async () => run());
        }
      },
    };
  };
  const count = WHOLE_LIST_MAX + 5;

  it('shows every card with its name and actions, whole the first ones, the rest when the page is idle', async () => {
    const { runAll } = idle();
    renderList(count);
    await waitFor(() => expect(cards()).toHaveLength(count));
    expect(cards().map(isWhole)).toEqual(Array.from({ length: count }, (_, i) => i < FIRST_WHOLE));
    for (const card of cards()) {
      const name = card.querySelector('h3')!.textContent!;
      within(card).getByRole('heading', { level: 3, name });
      within(card).getByRole('link', { name: `See plan details: ${name}` });
      within(card).getByRole('link', { name: `Enroll: ${name}` });
      within(card).getByRole('button', { name: `Pin to top: ${name}` });
      within(card).getByRole('checkbox', { name: `Compare ${name}` });
    }
    // The request that makes the rest whole is made by an effect, which may run a task after the
    // commit that drew the last cards (as in the next test): run what is asked until it has been.
    await waitFor(async () => {
      await runAll();
      expect(cards().every(isWhole)).toBe(true);
    });
  });

  it('draws a first screen of cards in its first commit and the rest, in order, in the next', async () => {
    const { runAll } = idle();
    const idleAsked: number[] = [];
    const stub = window.requestIdleCallback;
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => {
      idleAsked.push(document.querySelectorAll('[data-testid=plan-card]').length);
      return stub(run);
    });
    // The cards in the page after each commit that changed them.
    const commits: string[][] = [];
    const onRender = () => {
      const ids = [...document.querySelectorAll<HTMLElement>('[data-testid=plan-card]')].map(
        (card) => card.dataset.planId!,
      );
      if (ids.join() !== (commits.at(-1) ?? []).join()) commits.push(ids);
    };
    renderList(count, (list) => (
      <Profiler id="list" onRender={onRender}>
        {list}
      </Profiler>
    ));
    await waitFor(() => expect(cards()).toHaveLength(count));
    const all = plansOf(count).map((p) => p.id);
    expect(commits).toEqual([all.slice(0, FIRST_SCREEN), all]);
    // Cards are made whole in the background only once every card is there (the one idle request
    // before any card is the list's styles going in while the plans load).
    // The request is made by an effect, which may run a task after the commit that drew the last cards.
    await waitFor(() => expect(idleAsked.filter((n) => n > 0).length).toBeGreaterThan(0));
    expect(idleAsked.filter((n) => n > 0).every((n) => n === count)).toBe(true);
    await runAll();
    expect(cards().every(isWhole)).toBe(true);
    expect(idsShown()).toEqual(all);
  });

  it('makes a card and its neighbours whole at once when focus reaches it, and keeps the focus there', async () => {
    idle();
    renderList(count);
    await waitFor(() => expect(cards()).toHaveLength(count));
    const last = cards().at(-1)!;
    expect(isWhole(last)).toBe(false);
    const box = within(last).getByRole('checkbox', { name: /^Compare/ });
    act(() => box.focus());
    expect(isWhole(last)).toBe(true);
    expect(document.activeElement).toBe(box);
    // With the cards that can share the screen with it, so none grows under the focused control later.
    expect(cards().slice(-3).every(isWhole)).toBe(true);
    expect(isWhole(cards().at(-4)!)).toBe(false);
  });

  it('keeps whole the cards a re-sort brings to the top', async () => {
    idle();
    renderList(count);
    await waitFor(() => expect(cards()).toHaveLength(count));
    fireEvent.change(screen.getByTestId('plan-sort'), { target: { value: 'premium' } });
    await waitFor(() => expect(idsShown()[0]).toBe(`P0${count}`));
    expect(cards().map(isWhole).slice(0, FIRST_WHOLE)).toEqual([true, true, true]);
  });
});

describe('a short list of plans', () => {
  it('draws a short list whole: a first screen of cards in its first commit, the rest a step per commit', async () => {
    // The cards in the page after each commit that changed them, and how many of them were whole.
    const commits: [number, number][] = [];
    const onRender = () => {
      const n = document.querySelectorAll('[data-testid=plan-card]').length;
      const whole = document.querySelectorAll('[data-testid=plan-total]').length;
      if (n !== (commits.at(-1)?.[0] ?? 0)) commits.push([n, whole]);
    };
    renderList(13, (list) => (
      <Profiler id="list" onRender={onRender}>
        {list}
      </Profiler>
    ));
    await waitFor(() => expect(cards()).toHaveLength(13));
    // 4, then 3 whole cards per task (a county's 13 in one task after the first screen was a long task).
    const steps = [FIRST_SCREEN];
    while ((steps.at(-1) ?? 0) < 13) steps.push(Math.min(13, (steps.at(-1) ?? 0) + DRAW_STEP));
    expect(steps).toEqual([4, 7, 10, 13]);
    expect(commits).toEqual(steps.map((n) => [n, n]));
    expect(idsShown()).toEqual(plansOf(13).map((p) => p.id));
  });

  it('draws a list of a first screen or fewer in one commit', async () => {
    const commits: number[] = [];
    const onRender = () => {
      const n = document.querySelectorAll('[data-testid=plan-card]').length;
      if (n !== (commits.at(-1) ?? 0)) commits.push(n);
    };
    renderList(FIRST_SCREEN, (list) => (
      <Profiler id="list" onRender={onRender}>
        {list}
      </Profiler>
    ));
    await waitFor(() => expect(cards()).toHaveLength(FIRST_SCREEN));
    expect(commits).toEqual([FIRST_SCREEN]);
  });
});
