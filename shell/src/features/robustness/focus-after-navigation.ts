import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageStart } from './page-start';

/** How long a route change waits for its page's heading (a remote on a slow connection). */
const WAIT_MS = 15_000;

/**
 * After a route change the control that had the focus (the link or button that was pressed) is gone with
 * the old page, and the browser puts the focus on <body>: a keyboard or screen-reader user would start
 * again from the top of the document, before the chrome. While a route change settles, a focus lost to
 * <body> goes to the page's start (its h1, else <main>: `pageStart`), and from <main> on to the h1 once
 * the new page shows it. A focus a control holds (a step that focuses its first field, the drawer's link
 * the person is on) is left where it is, and nothing moves once the person presses a key or a pointer.
 * The scroll is left to `useScrollRestoration` (the top, or an anchor).
 * Returns the function that stops watching (it stops by itself after `waitMs`).
 */
export const focusAfterNavigation = (doc: Document = document, waitMs = WAIT_MS): (() => void) => {
  const check = () => {
    const active = doc.activeElement;
    const main = doc.getElementById('main');
    const lost = !active || active === doc.body || !active.isConnected;
    if (lost || (active === main && main)) {
      const start = pageStart(doc);
      if (start && start !== active) start.focus({ preventScroll: true });
    }
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => stop(), waitMs);
  const personActed = () => stop();
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    doc.removeEventListener('keydown', personActed, true);
    doc.removeEventListener('pointerdown', personActed, true);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('keydown', personActed, true);
  doc.addEventListener('pointerdown', personActed, true);
  check();
  return stop;
};

/** `focusAfterNavigation` on every change of path after the first page (a new page, not a sort or a filter). */
export const useFocusAfterNavigation = () => {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    return focusAfterNavigation();
  }, [pathname]);
};
