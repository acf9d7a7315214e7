import { useCallback } from 'react';

/**
 * A bar stuck to the bottom of the screen (the compare bar, the pharmacies' Save) would lie over the
 * control a person tabs to near it (WCAG 2.4.11): while it is on the page the document keeps its height
 * free when the browser scrolls a focused control into view (scroll-padding-bottom). Returns the bar's ref.
 */
export const useStickyBarRoom = <T extends HTMLElement>() =>
  useCallback((bar: T | null) => {
    // Without ResizeObserver (an old browser, a test's DOM) the page keeps the browser's own scrolling.
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = bar.ownerDocument.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${bar.offsetHeight + 8}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
