import type { Page } from '@playwright/test';

/**
 * Reflow (WCAG 1.4.10, issue 29): at 320 CSS px wide no page scrolls sideways (a wide data table scrolls
 * inside its own region instead), the top bar's call button is whole on screen and every phone link (the
 * help box's "Call … (TTY:711)" among them) lies within the screen's width: the phone is the one thing a
 * person must always reach.
 */
export const reflowFaults = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) faults.push(`the page scrolls sideways by ${root.scrollWidth - width}px`);
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const named = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 50)}"`;
    const buttons = [
      ...document.querySelectorAll('[data-testid="site-header"] [data-testid="call-button"]'),
    ].filter(shown);
    if (buttons.length === 0) faults.push('no call button is shown');
    for (const el of buttons) {
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > width + 0.5)
        faults.push(
          `the call button ${named(el)} is cut off: ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`,
        );
    }
    for (const el of document.querySelectorAll('a[href^="tel:"]')) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.right > width + 0.5)
        faults.push(
          `the phone link ${named(el)} runs past the screen: ${Math.round(r.left)}..${Math.round(r.right)} of ${width}`,
        );
    }
    return faults;
  });
