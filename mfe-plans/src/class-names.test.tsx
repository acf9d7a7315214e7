import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classNameStyles,
  STEP_BUDGET_MS,
  STYLES_PER_STEP,
  useClassNames,
  usePreparedStyles,
} from './class-names';

const s = { box: css({ color: 'rgb(1, 2, 3)', paddingTop: 7 }), line: css({ marginTop: 11 }) };

const Box = () => {
  const c = useClassNames(s);
  return (
    <p data-testid="box" className={c.box}>
      <span data-testid="line" className={c.line} />
    </p>
  );
};

const cssText = (root: Document | ShadowRoot) =>
  [...root.querySelectorAll('style')].map((style) => style.textContent).join('');

describe('useClassNames', () => {
  it('names each style as a css prop would, and puts its rule in the page once', () => {
    render(
      <>
        <Box />
        <Box />
        <p data-testid="prop" css={s.box} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('box');
    expect(first!.className).toBe(`css-${s.box.name}`);
    expect(second!.className).toBe(first!.className);
    expect(screen.getByTestId('prop').className).toBe(first!.className);
    expect(getComputedStyle(first!).paddingTop).toBe('7px');
    expect(getComputedStyle(screen.getAllByTestId('line')[0]!).marginTop).toBe('11px');
    expect(cssText(document).split(`.css-${s.line.name}{`)).toHaveLength(2);
  });

  it("uses the cache it renders in (the embedding's own, in its shadow root)", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const cache = createCache({ key: 'mpf', container: shadow });
    render(
      <CacheProvider value={cache}>
        <Box />
      </CacheProvider>,
      { container: mount },
    );
    expect(mount.querySelector('[data-testid=box]')!.className).toBe(`mpf-${s.box.name}`);
    expect(cssText(shadow)).toContain(`.mpf-${s.box.name}{`);
    host.remove();
  });
});

describe('usePreparedStyles', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Two modules' declared styles, and an element that uses the first.
  const first = classNameStyles({ a: css({ marginLeft: 13 }), b: css({ marginRight: 17 }) });
  const second = classNameStyles({ c: css({ paddingLeft: 19 }) });
  const Uses = () => <p data-testid="uses" className={useClassNames(first).a} />;
  const Waiting = ({ ready }: { ready: boolean }) => {
    usePreparedStyles();
    return ready ? <Uses /> : null;
  };

  it('puts the declared styles in the page while the page is idle, a few at a time, before they are used', async () => {
    const queue: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => queue.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const cache = createCache({ key: 'prep' });
    const insert = vi.spyOn(cache, 'insert');
    const { rerender } = render(
      <CacheProvider value={cache}>
        <Waiting ready={false} />
      </CacheProvider>,
    );
    const rule = (style: { name: string }) => `.prep-${style.name}{`;
    expect(cssText(document)).not.toContain(rule(first.a));
    // In the order declared, a few at a time (no deadline here), until every declared style is in.
    const inserted: string[][] = [];
    while (queue.length > 0) {
      const before = insert.mock.calls.length;
      await act(async () => queue.shift()!());
      inserted.push(insert.mock.calls.slice(before).map(([selector]) => selector));
    }
    expect(inserted.every((step) => step.length > 0 && step.length <= STYLES_PER_STEP)).toBe(true);
    const order = inserted.flat();
    const at = (style: { name: string }) => order.indexOf(`.prep-${style.name}`);
    expect(at(first.a)).toBeGreaterThanOrEqual(0);
    expect(at(first.b)).toBe(at(first.a) + 1);
    expect(at(second.c)).toBe(at(first.b) + 1);
    expect(cssText(document)).toContain(rule(second.c));
    // The element that uses them, drawn later, inserts nothing again.
    const calls = insert.mock.calls.length;
    rerender(
      <CacheProvider value={cache}>
        <Waiting ready />
      </CacheProvider>,
    );
    expect(screen.getByTestId('uses').className).toBe(`prep-${first.a.name}`);
    expect(getComputedStyle(screen.getByTestId('uses')).marginLeft).toBe('13px');
    expect(insert.mock.calls.length).toBe(calls);
    expect(cssText(document).split(rule(first.a))).toHaveLength(2);
  });

  it('keeps each idle step within its budget, however long the idle period, and still inserts every style', async () => {
    const many = classNameStyles(
      Object.fromEntries(
        Array.from({ length: 3 * STEP_BUDGET_MS }, (_, i) => [`m${i}`, css({ marginTop: 100 + i })]),
      ),
    );
    // An idle period that never runs out (a fast machine's 50 ms), and a clock that moves 1 ms a read.
    const queue: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => queue.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now++);
    const deadline = { didTimeout: false, timeRemaining: () => 50 };
    const cache = createCache({ key: 'budget' });
    const insert = vi.spyOn(cache, 'insert');
    render(
      <CacheProvider value={cache}>
        <Waiting ready={false} />
      </CacheProvider>,
    );
    const steps: number[] = [];
    while (queue.length > 0) {
      const before = insert.mock.calls.length;
      await act(async () => queue.shift()!(deadline));
      steps.push(insert.mock.calls.length - before);
    }
    vi.mocked(performance.now).mockRestore();
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.every((n) => n > 0 && n <= STEP_BUDGET_MS)).toBe(true);
    const order = insert.mock.calls.map(([selector]) => selector);
    const names = Object.values(many).map((style) => `.budget-${style.name}`);
    expect(order.filter((selector) => names.includes(selector))).toEqual(names);
  });
});
