/**
 * The start of the page's main content, where focus goes when the ZIP prompt that opened on load closes
 * (no control opened it, so none can take focus back): the page's h1 when it can take focus (the kit's
 * PageFrame makes it focusable from script only, tabIndex -1), otherwise the `<main>` landmark (the skip
 * link's target, focusable the same way).
 *
 * The h1 rather than `<main>`: a screen reader reads a focused heading as its name and level ("Choose a
 * plan type, heading level 1"), which tells the person where they are in one short phrase, and reading
 * on or the next Tab goes on from the page's start. A focused `<main>` is read differently by each
 * reader: its whole text, or only "main landmark".
 */
export const pageStart = (doc: Document = document): HTMLElement | null => {
  const main = doc.getElementById('main');
  if (!main || main.closest('[data-prerendered]')) return null;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading?.getAttribute('tabindex') === '-1') return heading;
  return main;
};
