/**
 * The prerendered ZIP prompt before the app is live: the page's inline script (tooling/index.html) run on
 * the prompt as the prerender writes it (renderFrame), then taken as the live prompt takes it.
 */
import { configForApiBase, routeById } from 'shared-contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderFrame } from '../../prerender.server';
import { inlineScriptWith } from '../../test-template';
import { EARLY_ZIP, EARLY_ZIP_SUBMITTED, takeEarlyZip } from './early-zip';

const frame = renderFrame(routeById('home')!, '/', configForApiBase('http://api.test'));
const prompt = () => document.querySelector<HTMLDialogElement>('dialog[data-prerendered]')!;
const field = () => prompt().querySelector('input')!;
const submit = () => prompt().querySelector<HTMLButtonElement>('button[type="submit"]')!;

/** Types as a browser does: the field's value, then its input event. */
const type = (value: string) => {
  field().value = value;
  field().dispatchEvent(new Event('input', { bubbles: true }));
};
/** Submits as Enter in the field or a click on Submit does: only with Submit enabled. */
const pressEnter = () => {
  if (!submit().disabled) prompt().querySelector('form')!.requestSubmit(submit());
};

describe('a ZIP typed into the prerendered prompt', () => {
  beforeAll(() => {
    new Function(inlineScriptWith(EARLY_ZIP))();
  });
  beforeEach(() => {
    document.body.innerHTML = frame;
  });
  afterEach(() => {
    document.body.innerHTML = '';
    takeEarlyZip();
  });

  it('is a prompt a person can use: not inert, Submit disabled until the ZIP is whole', () => {
    expect(prompt().open).toBe(true);
    expect(prompt().closest('[inert]')).toBeNull();
    expect(prompt().getAttribute('aria-hidden')).toBeNull();
    expect(submit().disabled).toBe(true);
  });

  it('is masked as the live prompt masks it, and kept for it', () => {
    type('85a0-04 9');
    expect(field().value).toBe('85004');
    expect(submit().disabled).toBe(false);
    expect(document.documentElement.getAttribute(EARLY_ZIP)).toBe('85004');
    type('850');
    expect(submit().disabled).toBe(true);
    expect(takeEarlyZip()).toEqual({ zip: '850', submitted: false });
    expect(takeEarlyZip()).toBeNull();
  });

  it('keeps a Submit of a whole ZIP, shows it as busy and stops further typing, without leaving the page', () => {
    type('8500');
    pressEnter();
    expect(document.documentElement.hasAttribute(EARLY_ZIP_SUBMITTED)).toBe(false);
    type('85004');
    let navigated = false;
    document.addEventListener('submit', (event) => {
      navigated = !event.defaultPrevented;
    });
    pressEnter();
    expect(navigated).toBe(false);
    expect(submit().getAttribute('aria-disabled')).toBe('true');
    expect(submit().textContent).toBe('Checking your area…');
    expect(field().readOnly).toBe(true);
    expect(takeEarlyZip()).toEqual({ zip: '85004', submitted: true });
    expect(document.documentElement.hasAttribute(EARLY_ZIP_SUBMITTED)).toBe(false);
  });

  it('leaves the live prompt and any other form alone', () => {
    document.body.innerHTML =
      '<dialog open><form><input /><button type="submit">Submit</button></form></dialog>';
    const live = document.querySelector('input')!;
    live.value = '85004';
    live.dispatchEvent(new Event('input', { bubbles: true }));
    expect(takeEarlyZip()).toBeNull();
  });
});
