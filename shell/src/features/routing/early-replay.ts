/**
 * The live page gets what its prerendered copy was given (early-input.ts says what and why): fetched only
 * when something was, from RemotePage.
 */
import type { EarlyControl, EarlyField } from './early-input';

/** How long a page that draws its controls later is watched for them. */
export const WAIT_MS = 10_000;

const same = (el: Element, c: EarlyControl): boolean =>
  el.tagName === c.tag &&
  (el.getAttribute('type') ?? '') === c.type &&
  (el.getAttribute('name') ?? '') === c.name &&
  (!c.value || (el as HTMLInputElement).value === c.value) &&
  (!c.text || el.textContent?.trim() === c.text);

const find = (root: HTMLElement, c: EarlyControl): HTMLElement | null => {
  let at: Element | undefined = root;
  for (const i of c.path) at = at && [...at.children].filter((child) => child.tagName !== 'STYLE')[i];
  if (at instanceof HTMLElement && same(at, c)) return at;
  // Elsewhere on the live page (it has a part the prerendered page had not, or the other way round): the
  // one control with its name, or, unnamed, the one of its tag, type and words.
  if (!c.name && !c.text) return null;
  const selector = c.name ? `[name="${CSS.escape(c.name)}"]` : c.tag.toLowerCase();
  const alike = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => same(el, c));
  return alike.length === 1 ? alike[0]! : null;
};

/** Sets a field as typing would: through the element's own value setter, then input and change events. */
const enter = (el: HTMLElement, field: EarlyField) => {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== field.checked) el.click();
    return;
  }
  const proto =
    el instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  if ((el as HTMLInputElement).value === field.entered) return;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, field.entered);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
};

/**
 * Leaves a field as Tab would (blur, then focusout, which React's onBlur listens to): a form that checks a
 * field once it is left says what is wrong with it, as it would have had the page been live.
 */
const leave = (el: HTMLElement) => {
  el.dispatchEvent(new FocusEvent('blur'));
  el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
};

const focusOn = (el: HTMLElement) => {
  const active = el.ownerDocument.activeElement;
  // Not when the person has moved on since (the live page, or the chrome, has their focus); from the
  // page script's stand-in for the removed field, yes.
  if (active && active !== el.ownerDocument.body && !active.hasAttribute('data-early-stand-in')) return;
  el.focus();
  // The caret after what was typed, where a field has one (an e-mail field has none it lets be set).
  if (el instanceof HTMLInputElement && /^(text|search|tel|url|password)$/.test(el.type)) {
    const end = el.value.length;
    el.setSelectionRange(end, end);
  }
};

/**
 * Gives the live page at `root` (path `pathname`) what the prerendered one was given, once; returns a
 * stop for the watch (the page left before its controls came).
 */
export const replayEarlyInput = (
  root: HTMLElement,
  pathname: string,
  /** Fields typed in on the live page already: what is there is newer than what was kept. */
  typedLive: WeakSet<EventTarget> = new WeakSet(),
  win: Window = window,
): (() => void) => {
  const early = win.__earlyInput;
  if (!early) return () => {};
  delete win.__earlyInput;
  if (early.path !== pathname) return () => {};

  // Read afresh at each attempt: until the live page has the focus, keys typed into the page's <body>
  // still go to the field that had it (the page's script), and a field entered changes again.
  const given = new Map<string, string>();
  /** The fields given a value here (not those typed in on the live page, whose own events did it all). */
  const entered = new Set<HTMLElement>();
  const asGiven = (field: EarlyField) => `${field.checked}:${field.entered}`;
  const waiting = () =>
    Object.entries(early.fields).filter(([key, field]) => given.get(key) !== asGiven(field));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: MutationObserver | undefined;
  const stop = () => {
    early.done = true;
    // The page script's stand-in for a field not found on the live page lets the keys go.
    const active = root.ownerDocument.activeElement;
    if (active instanceof HTMLElement && active.hasAttribute('data-early-stand-in')) active.blur();
    observer?.disconnect();
    clearTimeout(timer);
  };
  // Never the page's failure: what cannot be given back is said in the console, and the page goes on.
  const attempt = (): boolean => {
    try {
      return give();
    } catch (error) {
      console.warn('[early input] could not give the live page what was typed before it', error);
      return true;
    }
  };
  const give = (): boolean => {
    let missing = 0;
    for (const [key, field] of waiting()) {
      const el = find(root, field);
      if (!el) {
        missing++;
        continue;
      }
      if (!typedLive.has(el)) {
        enter(el, field);
        entered.add(el);
      }
      given.set(key, asGiven(field));
    }
    if (missing > 0) return false;
    const focus = early.focus && find(root, early.focus);
    // The fields the person typed in and went on from were left on the prerendered page, where nothing
    // checked them: left here too, an e-mail address begun and not ended says so at once, instead of a
    // Submit that stays disabled without a word. The field they are in (kept, or already on the live
    // page) is not left.
    const active = root.ownerDocument.activeElement;
    for (const el of entered) if (el !== focus && el !== active && el.isConnected) leave(el);
    if (focus) focusOn(focus);
    const press = early.press && find(root, early.press);
    const submit = early.press?.submit ?? false;
    if (press) {
      // A task later: React has taken the values by then.
      setTimeout(() => {
        if (!press.isConnected) return;
        // The form is sent as its own Submit would (its check decides; a Submit still waiting for that check
        // is disabled, which a click would not pass).
        const form = press instanceof HTMLFormElement ? press : (press as HTMLButtonElement).form;
        try {
          if (submit && form) form.requestSubmit();
          else press.click();
        } catch (error) {
          console.warn(
            '[early input] could not press again what was pressed before the page was live',
            error,
          );
        }
      });
    }
    return true;
  };
  if (attempt()) {
    stop();
    return stop;
  }
  observer = new MutationObserver(() => attempt() && stop());
  observer.observe(root, { childList: true, subtree: true });
  timer = setTimeout(() => {
    stop();
    const missing = waiting().length;
    if (missing > 0)
      console.warn(`[early input] ${missing} field(s) typed before the page was live were not found on it`);
  }, WAIT_MS);
  return stop;
};
