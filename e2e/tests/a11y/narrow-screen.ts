import type { Page } from '@playwright/test';
import { htmlcsErrors } from '../support';
import { reflowFaults } from './reflow';

/**
 * What every route must also pass on a screen 320 CSS px wide (issue 29), beside the zoom walk's own
 * checks (zoom.spec.ts runs these in its 400% walk: a 1280×1024 window at 400% is 320×256 CSS px):
 * - targets (2.5.8): every control at least 24×24 CSS px;
 * - HTML CodeSniffer at WCAG 2 AA finds no error (the second engine beside axe, whose checks are in the
 *   remotes' own specs);
 * - text spacing (1.4.12), last, since it adds a style sheet to the page: with the spacing a person's own
 *   style sheet may force, still no sideways scrolling and no text cut off by a box that hides what
 *   overflows it.
 * They had a walk of their own at 320×640 until session 30: the same width, and as many page loads again
 * (about 150 s of CI's test time).
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Text an element cuts off: its content is larger than its box and the overflow is hidden, not scrolled. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      // Text kept for screen readers only is 1px and clipped on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.visibility === 'hidden') continue;
      if (!(el.innerText ?? '').trim()) continue;
      const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall)
        faults.push(
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid="${el.dataset.testid}"]` : ''} "${el.innerText.trim().slice(0, 40)}" cuts off ${wide ? `${el.scrollWidth - el.clientWidth}px of width` : `${el.scrollHeight - el.clientHeight}px of height`}`,
        );
    }
    return faults;
  });

/**
 * Controls smaller than 24×24 CSS px (WCAG 2.5.8), but for the criterion's inline exception: a link
 * inside a sentence takes the sentence's line height.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const faults: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="radio"]',
    );
    for (const el of controls) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const inSentence =
        el.tagName === 'A' &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (node) => node !== el && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim(),
        );
      if (inSentence) continue;
      if (r.width < 24 || r.height < 24)
        faults.push(
          `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" is ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return faults;
  });

export const narrowScreenFaults = async (page: Page) => {
  const faults = [...(await smallTargets(page)), ...(await htmlcsErrors(page))];
  await page.addStyleTag({ content: TEXT_SPACING });
  for (const fault of [...(await reflowFaults(page)), ...(await clippedText(page))])
    faults.push(`with text spacing: ${fault}`);
  return faults;
};
