/**
 * What a person did on the prerendered page before the app was live (issue 28: on a slow phone the page
 * shows about 1.7 s before its code runs). An inline script of the page (tooling/index.html, allowed by
 * its hash in the Content-Security-Policy) keeps it in `window.__mpfEarly`: the values typed or chosen
 * in fields, the control pressed (a submit is held), where focus was. `replayEarlyInput` gives it to the
 * live page once it has replaced the prerendered one, as the person's own input would: field values
 * through React's change handling, the pressed control's click or its form's submit, then focus.
 */

/** A control as the inline script knows it: its likes share tag, type, name and text; `n` is its place among them. */
export interface ControlKey {
  tag: string;
  type: string;
  name: string;
  text: string;
  n: number;
}

export interface EarlyInput {
  fields: Record<string, { key: ControlKey; value: string; checked: boolean }>;
  pressed: ControlKey | null;
  focus: ControlKey | null;
}

declare global {
  interface Window {
    __mpfEarly?: EarlyInput | null;
  }
}

/** A control's text as the inline script reads it: without the <style> elements prerendered HTML has inside. */
const textOf = (el: Element): string =>
  el.matches('input, select, textarea')
    ? ''
    : [...el.childNodes]
        .map((n) => (n.nodeName === 'STYLE' ? '' : n instanceof Element ? textOf(n) : (n.textContent ?? '')))
        .join('')
        .trim();

/** The live page's control that stands where `key`'s stood on the prerendered page. */
export const findControl = (doc: Document, key: ControlKey): HTMLElement | null => {
  const likes = [...doc.querySelectorAll<HTMLElement>(key.tag)].filter(
    (el) =>
      ((el as HTMLInputElement).type ?? '') === key.type &&
      (el.getAttribute('name') ?? '') === key.name &&
      textOf(el) === key.text,
  );
  return likes[key.n] ?? null;
};

/** Sets a field's value as typing would: through the native setter, so React's change tracking sees it. */
const setValue = (el: HTMLElement, value: string, checked: boolean) => {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== checked) el.click();
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setter) return;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (el instanceof HTMLSelectElement) el.dispatchEvent(new Event('change', { bubbles: true }));
};

/** Replays what was kept into the live page and stops the keeping; `later` runs after the next paint. */
export const replayEarlyInput = (
  doc: Document = document,
  later: (fn: () => void) => void = (fn) => requestAnimationFrame(() => setTimeout(fn)),
) => {
  const win = doc.defaultView;
  const early = win?.__mpfEarly;
  if (!win || !early) return;
  win.__mpfEarly = null;
  for (const { key, value, checked } of Object.values(early.fields)) {
    const el = findControl(doc, key);
    if (el && !el.matches(':disabled')) setValue(el, value, checked);
  }
  const pressed = early.pressed && findControl(doc, early.pressed);
  if (pressed instanceof HTMLButtonElement && pressed.type === 'submit' && pressed.form) {
    // Its form's submit, not a click: the button may still be disabled until the replayed value renders.
    pressed.form.requestSubmit();
  } else pressed?.click();
  const focus = pressed || (early.focus && findControl(doc, early.focus));
  if (!focus) return;
  // At once, so that keys typed on go on in the live field; again after the paint in which the first
  // visit's ZIP prompt turns modal (showModal moves focus into itself).
  focus.focus();
  later(() => focus.focus());
};
