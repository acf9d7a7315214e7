import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a keyboard or screen-reader user in place when the control they pressed leaves a re-rendered
 * part of the page (a plan removed from a comparison, a doctor added leaves the results, a step replaced
 * by the next) or turns disabled while it works: the browser would put the focus on <body>, and the next
 * Tab would start again at the top of the document. Instead a control that comes back enabled gets the
 * focus back, and one that is gone hands it to `fallback(root)` (a region, a notice that says what
 * happened, the next field). Returns the ref of the part to watch (it may mount later than its
 * component); a focus the person moves elsewhere (a press of the pointer anywhere included) is left alone.
 */
export const useFocusRescue = <T extends HTMLElement>(fallback: (root: T) => HTMLElement | null) => {
  const latest = useRef(fallback);
  useLayoutEffect(() => {
    latest.current = fallback;
  });
  return useCallback((el: T | null) => {
    if (!el) return;
    const doc = el.ownerDocument;
    let last: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof HTMLElement ? event.target : null;
    };
    // Moved on by the person: a removal or a control turning disabled has no related target.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) last = null;
    };
    const onPointerDown = () => {
      last = null;
    };
    const check = () => {
      const active = doc.activeElement;
      if (!last || (active && active !== doc.body)) return;
      if (!last.isConnected) {
        last = null;
        latest.current(el)?.focus();
      } else if (!last.matches(':disabled')) last.focus();
    };
    const observer = new MutationObserver(check);
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      doc.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
};
