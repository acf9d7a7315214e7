import { expect, type Locator, type Page } from '@playwright/test';
import { livePage } from '../support';

/**
 * What is wrong with the focus now (issue 29), as a list to assert empty:
 * - it is lost: on <body> (after a dialog closed, a route change, a list re-rendered), or on an element
 *   that is gone or shows nothing;
 * - it is hidden: no point of the focused element can be seen, something fixed or sticky lies over it
 *   (WCAG 2.4.11, a sticky bar over the field a person tabbed to);
 * - it does not show: a control (not the page's start, a heading or <main> given focus by script) draws
 *   no focus indicator whose colour stands out 3:1 against what is behind it (2.4.7, 2.4.13).
 * The focus inside an open shadow root (the partner embedding) is followed into it. With `ours` (a
 * selector) a focus on another's controls (the partner page's own) is not judged, only one lost.
 */
export const focusFaults = (page: Page, ours?: string) =>
  page.evaluate((ours) => {
    let active: Element | null = document.activeElement;
    if (!active || active === document.body || active === document.documentElement)
      return ['the focus is lost to <body>'];
    if (ours && !document.querySelector(ours)?.contains(active)) return [];
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return ['the focus is lost to <body>'];
    const named = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(active.textContent || active.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    if (!active.isConnected) return [`the focus is on ${named}, which is gone`];
    const box = active.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return [`the focus is on ${named}, which shows nothing`];

    const faults: string[] = [];
    // Seen at all: some point of it, within the screen, is not under something else.
    const root = active.getRootNode() as Document | ShadowRoot;
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const points: [number, number][] = [];
    for (const fx of [0.1, 0.5, 0.9]) for (const fy of [0.1, 0.5, 0.9]) points.push([fx, fy]);
    const seen =
      right > left &&
      bottom > top &&
      points.some(([fx, fy]) => {
        const hit = root.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
        return !!hit && (hit === active || active.contains(hit) || hit.contains(active));
      });
    if (!seen) faults.push(`${named} has the focus but cannot be seen (off screen or under another element)`);

    // The page's start (a heading, <main>) is given focus by script so reading starts there: not a control.
    const control = !(
      active instanceof HTMLElement &&
      active.tabIndex < 0 &&
      !active.matches('a, button, input, select, textarea, summary')
    );
    if (control) {
      const rgb = (c: string) => {
        const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
        return m
          ? { rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: m[4] === undefined ? 1 : Number(m[4]) }
          : null;
      };
      const luminance = ([r, g, b]: number[]) => {
        const lin = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
      };
      const contrast = (a: number[], b: number[]) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (hi! + 0.05) / (lo! + 0.05);
      };
      // What is behind the indicator: the first opaque background around the element.
      let background = [255, 255, 255];
      for (let el: Element | null = active.parentElement ?? (root as ShadowRoot).host ?? null; el; ) {
        const c = rgb(getComputedStyle(el).backgroundColor);
        if (c && c.alpha === 1) {
          background = c.rgb;
          break;
        }
        el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
      }
      const style = getComputedStyle(active);
      const colours: number[][] = [];
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) {
        const c = rgb(style.outlineColor);
        if (c && c.alpha === 1) colours.push(c.rgb);
      }
      // A ring drawn with a box-shadow that spreads at least 2px.
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const c = rgb(shadow);
        const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        if (c && c.alpha === 1 && Number.parseFloat(lengths[3] ?? '0') >= 2) colours.push(c.rgb);
      }
      if (!colours.some((c) => contrast(c, background) >= 3))
        faults.push(
          `${named} has the focus but no focus indicator at 3:1 against rgb(${background.join(', ')}) (outline ${style.outline}, box-shadow ${style.boxShadow})`,
        );
    }
    return faults;
  }, ours);

/** Waits until the focus is where a person can see it (a route change moves it in a moment, not at once). */
export const expectFocusShown = async (page: Page, where: string, ours?: string) => {
  await expect.poll(() => focusFaults(page, ours), { message: where, timeout: 15_000 }).toEqual([]);
};

/**
 * A person at the keyboard: every Tab, key and typed text is followed by a check of the focus
 * (`focusFaults`, within `ours` when given), so a focus lost anywhere in a flow fails the test at that step.
 */
export const keyboardUser = (page: Page, ours?: string) => {
  const isFocused = (target: Locator) =>
    target
      .evaluate((el) => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return el === active;
      })
      .catch(() => false);
  const user = {
    /**
     * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking the focus at each stop.
     * With `back: 'to-start'` (a target first in the Tab order) the direction is chosen at each press, as a
     * person looking at the screen would: Tab when nothing has the focus, Shift+Tab from anything focused
     * (the page may move the focus to its heading between two presses, as it does after a redirect).
     */
    async tabTo(target: Locator, { back = false as boolean | 'to-start', max = 80 } = {}) {
      await expect(target).toBeVisible({ timeout: 30_000 });
      for (let i = 0; i < max; i++) {
        if (await isFocused(target)) return;
        const backwards =
          back === 'to-start' ? await page.evaluate(() => document.activeElement !== document.body) : back;
        await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
        expect(await focusFaults(page, ours), `Tab towards ${target}`).toEqual([]);
      }
      throw new Error(`Tab never reached ${target}`);
    },
    /** Presses a key where the focus is, then waits for the focus to be shown again. */
    async press(key: string, where = key) {
      await page.keyboard.press(key);
      await expectFocusShown(page, `after ${where}`, ours);
    },
    /** Tabs to a control and presses Enter (a link, a button). */
    async activate(target: Locator) {
      await expect(target).toBeEnabled();
      await user.tabTo(target);
      await user.press('Enter', `Enter on ${target}`);
    },
    /** Tabs to a field and types. */
    async type(field: Locator, text: string) {
      await user.tabTo(field);
      await page.keyboard.type(text);
      await expectFocusShown(page, `typing into ${field}`, ours);
    },
    /** Tabs into a radio group, moves to the option with the arrow keys and chooses it with Space. */
    async choose(group: Locator, option: Locator) {
      for (let i = 0; i < 80 && !(await group.evaluate((g) => g.contains(document.activeElement))); i++) {
        await page.keyboard.press('Tab');
        expect(await focusFaults(page, ours), `Tab towards ${group}`).toEqual([]);
      }
      for (let i = 0; i < 12 && !(await isFocused(option)); i++) await user.press('ArrowDown');
      await user.press('Space');
      await expect(option).toBeChecked();
    },
    /**
     * The skip link: the page's first control (the first Tab of a page just loaded reaches it, Shift+Tab
     * from a field the page focused too), shown when focused, and Enter on it moves the focus into <main>.
     */
    async skipToContent(name: string) {
      const skip = page.getByRole('link', { name });
      await expect(livePage(page)).toBeVisible({ timeout: 30_000 });
      // A page just loaded has no focus yet: its first Tab reaches the skip link; from a focused field or
      // heading, Shift+Tab does. Chosen at each press: the focus a page gives its heading after a redirect
      // (/onboarding/multistep/ to its first step) can come between a look and a press, and Tab from there
      // would go on through the page and out of it.
      await user.tabTo(skip, { back: 'to-start' });
      expect(await focusFaults(page), 'the skip link').toEqual([]);
      await user.press('Enter', 'the skip link');
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    },
  };
  return user;
};
