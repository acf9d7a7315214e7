import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClassNames } from './class-names';

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
