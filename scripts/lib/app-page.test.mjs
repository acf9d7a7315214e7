// The app page's loader (tooling/index.html through tooling/app-page.mjs), run as the browser runs it, with a
// document, frames and timers the test drives: the app's code starts once the parsed page has painted, at
// once in a hidden tab, after the wait at the latest, and only once.
import { describe, expect, it } from 'vitest';
import { appPage } from '../../tooling/app-page.mjs';

const SCRIPTS = ['/main.1.js', '/vendor.2.js'];
const html = appPage({ htmlRspackPlugin: { files: { js: SCRIPTS } } });
const loader = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1])
  .find((text) => text.includes('app-code'));

/** A page the loader runs in: `parsed()` ends parsing, `frame()` runs one animation frame's callbacks,
 * `task()` the timers that are due at `now`. */
const pageWith = ({ visibility = 'visible' } = {}) => {
  const appended = [];
  const listeners = new Map();
  let frames = [];
  let timers = [];
  let now = 0;
  const marks = [];
  const document = {
    readyState: 'loading',
    visibilityState: visibility,
    addEventListener: (type, fn) => listeners.set(type, fn),
    createElement: (tag) => ({ tag }),
    head: { append: (el) => appended.push({ src: el.src, async: el.async }) },
  };
  const setTimeout = (fn, ms = 0) => void timers.push({ fn, at: now + ms });
  const requestAnimationFrame = (fn) => void frames.push(fn);
  const performance = { mark: (name) => marks.push(name) };
  new Function('document', 'setTimeout', 'requestAnimationFrame', 'performance', loader)(
    document,
    setTimeout,
    requestAnimationFrame,
    performance,
  );
  return {
    appended,
    marks,
    parsed: () => {
      document.readyState = 'interactive';
      listeners.get('DOMContentLoaded')?.();
    },
    frame: () => {
      const due = frames;
      frames = [];
      for (const fn of due) fn();
    },
    task: (advance = 0) => {
      now += advance;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
};

describe("the app page's scripts", () => {
  it('are preloaded in <head> and not injected as scripts of their own', () => {
    expect(loader).toBeDefined();
    for (const src of SCRIPTS) expect(html).toContain(`<link rel="preload" as="script" href="${src}" />`);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  });

  it('run once the parsed page has painted: two frames after parsing, then a task, in order', () => {
    const page = pageWith();
    page.frame();
    page.task();
    expect(page.appended).toEqual([]);
    page.parsed();
    page.frame();
    page.task();
    expect(page.appended).toEqual([]);
    page.frame();
    expect(page.appended).toEqual([]);
    page.task();
    expect(page.appended).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
    expect(page.marks).toEqual(['app-code']);
  });

  it('run at once in a hidden tab, which paints nothing', () => {
    const page = pageWith({ visibility: 'hidden' });
    page.parsed();
    expect(page.appended.map((s) => s.src)).toEqual(SCRIPTS);
  });

  it('run after the wait when no frame comes, and only once', () => {
    const page = pageWith();
    page.parsed();
    page.task(999);
    expect(page.appended).toEqual([]);
    page.task(1);
    expect(page.appended.map((s) => s.src)).toEqual(SCRIPTS);
    page.frame();
    page.frame();
    page.task(5000);
    expect(page.appended).toHaveLength(SCRIPTS.length);
    expect(page.marks).toEqual(['app-code']);
  });
});
