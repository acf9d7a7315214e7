import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptWith } from '../../test-template';
import { EARLY_MENU_TAPPED, PRERENDERED_MENU, takeEarlyMenuTap } from './early-menu';

describe('a Menu tap before the app is live', () => {
  beforeAll(() => {
    // The page's script that keeps the tap (run once: its listener is on this test file's own document).
    new Function(inlineScriptWith(PRERENDERED_MENU))();
  });
  beforeEach(() => {
    document.body.innerHTML = `<header><button type="button" ${PRERENDERED_MENU}="true"><span>Menu</span></button></header>`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(EARLY_MENU_TAPPED);
  });

  it('is kept by the page on the prerendered Menu, and taken (once) when the app goes live', () => {
    expect(takeEarlyMenuTap()).toBe(false);
    document.querySelector('span')!.click();
    expect(document.documentElement.hasAttribute(EARLY_MENU_TAPPED)).toBe(true);
    expect(takeEarlyMenuTap()).toBe(true);
    expect(takeEarlyMenuTap()).toBe(false);
  });

  it('counts a second tap as closing it again', () => {
    document.querySelector('button')!.click();
    document.querySelector('button')!.click();
    expect(takeEarlyMenuTap()).toBe(false);
  });

  it('is not kept under the prerendered ZIP prompt, nor on a live Menu', () => {
    document.body.insertAdjacentHTML('beforeend', '<dialog open data-prerendered="true"></dialog>');
    document.querySelector('button')!.click();
    expect(takeEarlyMenuTap()).toBe(false);
    document.body.innerHTML = '<button type="button">Menu</button>';
    document.querySelector('button')!.click();
    expect(takeEarlyMenuTap()).toBe(false);
  });
});
