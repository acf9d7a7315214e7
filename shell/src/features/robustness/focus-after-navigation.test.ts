import { afterEach, describe, expect, it } from 'vitest';
import { focusAfterNavigation } from './focus-after-navigation';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The layout's <main> with a page in it: an h1 focusable from script (the kit's PageFrame) and a link. */
const page = (heading: string | null) => {
  const main = document.createElement('main');
  main.id = 'main';
  main.tabIndex = -1;
  document.body.replaceChildren(main);
  const show = (text: string) => {
    const h1 = document.createElement('h1');
    h1.tabIndex = -1;
    h1.textContent = text;
    const link = document.createElement('a');
    link.href = '#next';
    link.textContent = 'Next';
    main.replaceChildren(h1, link);
    return { h1, link };
  };
  return { main, show, ...(heading ? show(heading) : { h1: null, link: null }) };
};

describe('the focus after a route change', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it("goes to the new page's heading when the pressed link went with the old page", async () => {
    const { link, show } = page('Plans');
    link!.focus();
    stop = focusAfterNavigation();
    const next = show('Plan details');
    await settle();
    expect(document.activeElement).toBe(next.h1);
  });

  it('waits on <main> while the new page loads, then moves to its heading', async () => {
    const { main, link, show } = page('Plans');
    link!.focus();
    stop = focusAfterNavigation();
    main.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Loading…' }));
    await settle();
    expect(document.activeElement).toBe(main);
    const next = show('Compare plans');
    await settle();
    expect(document.activeElement).toBe(next.h1);
  });

  it('leaves a focus a control holds, and stops once the person presses a key', async () => {
    const { main, show } = page(null);
    const field = document.createElement('input');
    main.append(field);
    field.focus();
    stop = focusAfterNavigation();
    show('Your name');
    main.append(field);
    field.focus();
    await settle();
    expect(document.activeElement).toBe(field);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    field.remove();
    show('Your date of birth');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
