/**
 * A tap on a link of the prerendered page before the app is live: where the page is inert (under a
 * first visit's ZIP prompt, or before it is parsed) the tap reaches no link, and the page's inline script (tooling/index.html) follows the link under it. The
 * layout is stubbed (no layout engine here); e2e shell/chrome.spec.ts taps for real.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineScriptWith } from '../../test-template';

/** A first visit's prerendered home page, as far as this needs: the open prompt, the inert page. */
const frame = `<dialog open data-prerendered="true"><input /></dialog>
  <main><div data-remote="mfe_plans" data-prerendered-page="true" inert><h1>Choose a plan type</h1>
  <a href="/plans/all/">See Medicare Advantage plans</a></div></main>`;
const BOX = { left: 20, right: 300, top: 400, bottom: 450 } as DOMRect;

/** The prerendered page's link with these words, laid out at BOX. */
const linkAt = (words: string) => {
  const link = [...document.querySelectorAll<HTMLAnchorElement>('[data-prerendered-page] a')].find(
    (a) => a.textContent === words,
  );
  if (!link) throw new Error(`no prerendered link ${words}`);
  link.getClientRects = () => [BOX] as unknown as DOMRectList;
  return link;
};

/** A tap at (x, y): it lands on <main>, the inert page under it being skipped. */
const tap = (x: number, y: number, init: MouseEventInit = {}) =>
  document
    .querySelector('main')!
    .dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, ...init }),
    );

describe('a tap on a link of the prerendered page', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeAll(() => {
    new Function(inlineScriptWith('[data-prerendered-page] a[href]'))();
  });
  beforeEach(() => {
    document.body.innerHTML = frame;
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('goes where the link goes, for a returning visitor (no ZIP prompt over the page)', () => {
    document.querySelector('dialog[data-prerendered]')!.remove();
    const link = linkAt('See Medicare Advantage plans');
    tap(100, 420);
    expect(assign).toHaveBeenCalledWith(link.href);
    expect(new URL(link.href).pathname).toMatch(/^\/plans\//);
  });

  it('does nothing under the ZIP prompt of a first visit, beside a link, or with a modifier key', () => {
    linkAt('See Medicare Advantage plans');
    tap(100, 420);
    document.querySelector('dialog[data-prerendered]')!.remove();
    tap(100, 460);
    tap(100, 420, { ctrlKey: true });
    expect(assign).not.toHaveBeenCalled();
  });
});
