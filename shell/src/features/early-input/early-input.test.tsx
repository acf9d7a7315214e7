/**
 * The page template's inline script (tooling/index.html) keeps what a person does on the prerendered page;
 * `replayEarlyInput` gives it to the live page. Both run here: the script on a prerendered ZIP prompt,
 * then a live React prompt replaces it, as the first render does.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput } from './early-input';

const template = readFileSync(path.resolve(import.meta.dirname, '../../../../tooling/index.html'), 'utf8');
const captureScript = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1] ?? '')
  .find((s) => s.includes('__mpfEarly'));

const PRERENDERED = `
  <div id="frame">
    <button type="button">Change ZIP code</button>
    <dialog data-prerendered="true" open>
      <form><input id="zip-input" maxlength="5" /><button type="submit" disabled>Submit</button></form>
    </dialog>
  </div>`;

const prerendered = () => {
  document.body.innerHTML = `<div id="root">${PRERENDERED}</div>`;
  new Function(captureScript ?? '')();
  return {
    zip: document.querySelector<HTMLInputElement>('#zip-input')!,
    submit: document.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
};

/** What a person types: the value changes, then the input event. */
const type = (input: HTMLInputElement, value: string) => {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const LivePrompt = ({ onSubmit }: { onSubmit: (zip: string) => void }) => {
  const [zip, setZip] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(zip);
      }}
    >
      <input id="zip-input" value={zip} onChange={(e) => setZip(e.target.value)} />
      <button type="submit" disabled={zip.length !== 5}>
        Submit
      </button>
    </form>
  );
};

/** The first render: the live page replaces the prerendered one in the root. */
const goLive = (onSubmit: (zip: string) => void) =>
  render(<LivePrompt onSubmit={onSubmit} />, {
    container: document.getElementById('root')!,
    baseElement: document.body,
  });

afterEach(() => {
  window.__mpfEarly = null;
  document.body.innerHTML = '';
});

describe('what is done on the prerendered page', () => {
  it('a ZIP typed and submitted is held, then typed and submitted in the live prompt', async () => {
    const { zip, submit } = prerendered();
    type(zip, '85004');
    // Enabled as the live Submit would be once the ZIP is whole.
    expect(submit.disabled).toBe(false);
    const held = new Event('submit', { bubbles: true, cancelable: true });
    zip.form!.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);

    const submitted = vi.fn();
    goLive(submitted);
    const later: (() => void)[] = [];
    act(() => replayEarlyInput(document, (fn) => later.push(fn)));
    expect(document.querySelector<HTMLInputElement>('#zip-input')!.value).toBe('85004');
    expect(submitted).toHaveBeenCalledWith('85004');
    for (const fn of later) fn();
    expect(document.activeElement?.textContent).toBe('Submit');
  });

  it('digits typed go on in the live field, focused; nothing is replayed twice', () => {
    const { zip } = prerendered();
    type(zip, '850');
    const submitted = vi.fn();
    goLive(submitted);
    const later: (() => void)[] = [];
    act(() => replayEarlyInput(document, (fn) => later.push(fn)));
    for (const fn of later) fn();
    const live = document.querySelector<HTMLInputElement>('#zip-input')!;
    expect(live.value).toBe('850');
    expect(document.activeElement).toBe(live);
    expect(submitted).not.toHaveBeenCalled();
    expect(window.__mpfEarly).toBeNull();
    act(() => replayEarlyInput(document, (fn) => fn()));
    expect(live.value).toBe('850');
  });

  it('keeps nothing once the live page has replaced the prerendered one', () => {
    prerendered();
    goLive(vi.fn());
    type(document.querySelector<HTMLInputElement>('#zip-input')!, '1');
    expect(Object.keys(window.__mpfEarly?.fields ?? {})).toEqual([]);
  });

  it('finds a pressed control whose prerendered copy holds a <style> element (emotion puts some there)', () => {
    document.body.innerHTML =
      '<div id="root"><div><button type="button">Show <style>.x{}</style>more</button></div></div>';
    new Function(captureScript ?? '')();
    document.querySelector<HTMLButtonElement>('button')!.click();
    const pressed = vi.fn();
    render(
      <button type="button" onClick={pressed}>
        Show more
      </button>,
      { container: document.getElementById('root')!, baseElement: document.body },
    );
    act(() => replayEarlyInput(document, () => {}));
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
