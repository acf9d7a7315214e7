/**
 * What a person does on the prerendered page before the app is live (issue 28, item 4): the page's
 * inline script (tooling/index.html) keeps it, and the live page gets it (early-input.ts). The same form
 * is rendered twice, as the build prerenders it and as the app renders it; e2e
 * shell/early-input.spec.ts does it in a browser with the app's code held.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineScriptWith } from '../../test-template';
import { type EarlyInput, hasEarlyInput } from './early-input';
import { replayEarlyInput } from './early-replay';

type Sent = { name: string; phone: string; reminders: boolean; plan: string };

const Form = ({
  onSend = () => {},
  late = false,
  onLeave,
}: {
  onSend?: (sent: Sent) => void;
  late?: boolean;
  /** React's onBlur of each field, as react-hook-form's fields use it (it listens to focusout). */
  onLeave?: (name: string) => void;
}) => {
  const leave = onLeave && ((event: { target: { name: string } }) => onLeave(event.target.name));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [reminders, setReminders] = useState(false);
  const [plan, setPlan] = useState('ma');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, phone, reminders, plan });
      }}
    >
      <h1>Talk to an agent</h1>
      {late ? <p>Loading…</p> : null}
      <label>
        Your name <input name="name" value={name} onChange={(e) => setName(e.target.value)} onBlur={leave} />
      </label>
      <label>
        Phone{' '}
        <input
          name="phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          onBlur={leave}
        />
      </label>
      <label>
        Reminders
        <input
          name="reminders"
          type="checkbox"
          checked={reminders}
          onChange={(e) => setReminders(e.target.checked)}
          onBlur={leave}
        />
      </label>
      <select
        name="plan"
        aria-label="Plan"
        value={plan}
        onChange={(e) => setPlan(e.target.value)}
        onBlur={leave}
      >
        <option value="ma">Medicare Advantage</option>
        <option value="pdp">Part D</option>
      </select>
      <button type="submit">Send</button>
    </form>
  );
};

/**
 * The prerendered page: the form as the build renders it, in RemotePage's wrapper, with the style
 * elements the build's render puts before the elements they style (the app's go in <head>).
 */
const prerendered = (prompt = false) => {
  const form = renderToStaticMarkup(<Form />).replace(/<(h1|label|select)/g, '<style>.x{}</style><$1');
  document.body.innerHTML = `${prompt ? '<dialog open data-prerendered="true"><input /></dialog>' : ''}
    <div id="root"><main><div data-remote="mfe_onboarding" data-prerendered-page="true" inert="">${form}</div></main></div>`;
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return document.querySelector<HTMLElement>('[data-prerendered-page]')!;
};

const type = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

const kept = () => window.__earlyInput!;

/** The app goes live: the prerendered page is replaced by the app's, which takes what was kept. */
const goLive = (element = <Form />) => {
  document.body.innerHTML = '';
  const view = render(<div data-remote="mfe_onboarding">{element}</div>);
  const root = view.container.firstElementChild as HTMLElement;
  return {
    root,
    replay: (typedLive?: WeakSet<EventTarget>) =>
      act(() => void replayEarlyInput(root, window.location.pathname, typedLive)),
  };
};

describe('the prerendered page before the app is live', () => {
  // The script listens on the document: run once, with a fresh record for each test.
  const script = inlineScriptWith('__earlyInput');
  beforeAll(() => {
    new Function(script)();
  });
  const fresh = () => {
    for (const key of Object.keys(kept().fields)) delete kept().fields[key];
    kept().focus = null;
    kept().press = null;
  };
  afterEach(() => {
    fresh();
    cleanup();
  });

  it('is inert only under a first visit’s ZIP prompt', () => {
    expect(prerendered(true).inert).toBe(true);
    expect(prerendered(false).inert).toBe(false);
  });

  it('keeps each field as typed, the focus, and a Submit, which the browser does not send', () => {
    const page = prerendered();
    type(page.querySelector('input[name=name]')!, 'Ruth Diaz');
    type(page.querySelector('input[name=phone]')!, '6025550143');
    page.querySelector<HTMLInputElement>('input[name=reminders]')!.click();
    expect(Object.values(kept().fields).map((f) => [f.name, f.entered, f.checked])).toEqual([
      ['name', 'Ruth Diaz', false],
      ['phone', '6025550143', false],
      ['reminders', 'on', true],
    ]);
    // Named by their place in the page (as the live page's tests below use them), tag, type and name.
    expect(Object.keys(kept().fields)).toEqual(['0/1/0', '0/2/0', '0/3/0']);
    expect(kept().focus).toMatchObject({ path: [0, 2, 0], tag: 'INPUT', type: 'tel', name: 'phone' });
    const send = page.querySelector<HTMLButtonElement>('button[type=submit]')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: send });
    send.form!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(kept().press).toMatchObject({ tag: 'BUTTON', text: 'Send', submit: true });
    expect(send.hasAttribute('data-early-pressed')).toBe(true);
    // Typing after it: the press is no longer the last thing done.
    type(page.querySelector('input[name=name]')!, 'Ruth M. Diaz');
    expect(kept().press).toBeNull();
  });

  it('keeps an Enter in a form whose Submit waits for the form’s check, as the kit’s forms do', () => {
    document.body.innerHTML = `<div data-prerendered-page="true"><form><input name="zip" />
      <button type="submit" disabled data-disabled-until-valid>Submit</button></form></div>`;
    const zip = document.querySelector('input')!;
    type(zip, '85004');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    zip.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(kept().press).toMatchObject({ tag: 'BUTTON', text: 'Submit', submit: true });
    // Chrome sends a change event on Enter in a field: it changes nothing, and undoes no press.
    zip.dispatchEvent(new Event('change', { bubbles: true }));
    expect(kept().press).not.toBeNull();
    // Not another key, nor Enter on a box to tick.
    fresh();
    zip.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(kept().press).toBeNull();
  });

  it('gives a stand-in the focus when the app removes the page, and keeps what is typed in it', async () => {
    const page = prerendered();
    const name = page.querySelector<HTMLInputElement>('input[name=name]')!;
    type(name, 'Ru');
    // The app's first render: the prerendered page is gone (and the focus with it).
    page.remove();
    await Promise.resolve();
    const standIn = document.activeElement as HTMLInputElement;
    expect(standIn.hasAttribute('data-early-stand-in')).toBe(true);
    expect(standIn.value).toBe('Ru');
    standIn.value = 'Ruth';
    standIn.dispatchEvent(new Event('input', { bubbles: true }));
    expect(kept().fields['0/1/0']).toMatchObject({ name: 'name', entered: 'Ruth' });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    standIn.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(kept().press).toMatchObject({ tag: 'BUTTON', text: 'Send', submit: true });
    // The live page takes the focus: the stand-in goes.
    standIn.blur();
    expect(standIn.isConnected).toBe(false);
  });

  it('keeps nothing typed outside the page (the chrome, the ZIP prompt)', () => {
    prerendered(true);
    type(document.querySelector<HTMLInputElement>('dialog input')!, '85004');
    expect(kept().fields).toEqual({});
    expect(kept().focus).toBeNull();
  });
});

describe('the live page', () => {
  const early = (input: Partial<EarlyInput>): EarlyInput => ({
    path: window.location.pathname,
    fields: {},
    focus: null,
    press: null,
    ...input,
  });
  /** What the script keeps when a person types these into the prerendered form (run for real above). */
  const control = (path: number[], tag: string, name: string, type = '') => ({
    path,
    tag,
    type,
    name,
    value: '',
    text: '',
  });
  // The form's children: h1, label(name), label(phone), label(reminders), select, button.
  const nameField = control([0, 1, 0], 'INPUT', 'name');
  const phoneField = control([0, 2, 0], 'INPUT', 'phone', 'tel');
  const reminders = { ...control([0, 3, 0], 'INPUT', 'reminders', 'checkbox'), value: 'on' };
  const plan = control([0, 4], 'SELECT', 'plan');
  const send = { ...control([0, 5], 'BUTTON', '', 'submit'), text: 'Send', submit: true };
  const typed = {
    '0/1/0': { ...nameField, entered: 'Ruth Diaz', checked: false },
    '0/2/0': { ...phoneField, entered: '6025550143', checked: false },
    '0/3/0': { ...reminders, entered: 'on', checked: true },
    '0/4': { ...plan, entered: 'pdp', checked: false },
  };
  afterEach(() => {
    cleanup();
    delete window.__earlyInput;
  });

  it('gets every field as typed, the focus where it was, and the Submit, once', async () => {
    const onSend = vi.fn();
    window.__earlyInput = early({ fields: typed, focus: phoneField, press: send });
    const { replay } = goLive(<Form onSend={onSend} />);
    replay();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' }).value).toBe('Ruth Diaz');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Reminders' }).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    // React's state has them: what is sent is what was typed.
    expect(onSend).toHaveBeenCalledWith({
      name: 'Ruth Diaz',
      phone: '6025550143',
      reminders: true,
      plan: 'pdp',
    });
    expect(window.__earlyInput).toBeUndefined();
  });

  it('leaves a field the person has typed in on the live page as they typed it', () => {
    window.__earlyInput = early({ fields: typed });
    const { root, replay } = goLive();
    const name = root.querySelector<HTMLInputElement>('input[name=name]')!;
    replay(new WeakSet([name]));
    expect(name.value).toBe('');
    expect(root.querySelector<HTMLInputElement>('input[name=phone]')!.value).toBe('6025550143');
  });

  it('leaves the fields typed in and gone on from, as Tab would, so a form that checks a field once left says what is wrong', () => {
    const left: string[] = [];
    window.__earlyInput = early({ fields: typed, focus: phoneField });
    const { replay } = goLive(<Form onLeave={(name) => left.push(name)} />);
    replay();
    // Not the field the person is in.
    expect(left).toEqual(['name', 'reminders', 'plan']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }));
  });

  it('does not leave a field the person has gone into on the live page already', () => {
    const left: string[] = [];
    window.__earlyInput = early({ fields: typed, focus: phoneField });
    const { root, replay } = goLive(<Form onLeave={(name) => left.push(name)} />);
    root.querySelector<HTMLInputElement>('input[name=name]')!.focus();
    replay();
    expect(left).toEqual(['reminders', 'plan']);
    // Their focus stays where they put it.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' }));
  });

  it('lets the keys go from a stand-in for a field the live page does not have', () => {
    const standIn = document.createElement('input');
    standIn.setAttribute('data-early-stand-in', '');
    window.__earlyInput = early({ focus: { ...nameField, name: 'nowhere', path: [7] } });
    const { replay } = goLive();
    document.body.append(standIn);
    standIn.focus();
    replay();
    expect(document.activeElement).not.toBe(standIn);
    standIn.remove();
  });

  it('presses again a button pressed before, with the choice ticked before it', async () => {
    const pressed = vi.fn();
    const Choice = () => {
      const [year, setYear] = useState('2027');
      return (
        <div>
          {['2027', '2026'].map((value) => (
            <input
              key={value}
              type="radio"
              name="year"
              value={value}
              checked={year === value}
              onChange={() => setYear(value)}
            />
          ))}
          <button type="button" onClick={() => pressed(year)}>
            Continue
          </button>
        </div>
      );
    };
    const radio = (value: string) => ({ ...control([0, 1], 'INPUT', 'year', 'radio'), value });
    window.__earlyInput = early({
      fields: { '0/1': { ...radio('2026'), entered: '2026', checked: true } },
      press: { ...control([0, 2], 'BUTTON', '', 'button'), text: 'Continue', submit: false },
    });
    const { replay } = goLive(<Choice />);
    replay();
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(pressed).toHaveBeenCalledWith('2026');
  });

  it('finds a field by its name when the live page has it elsewhere', () => {
    window.__earlyInput = early({
      fields: { '9/9': { ...nameField, path: [9, 9], entered: 'Ruth', checked: false } },
    });
    const { replay } = goLive();
    replay();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' }).value).toBe('Ruth');
  });

  it('waits for a form drawn later, and sends it only when every field is found', async () => {
    const onSend = vi.fn();
    window.__earlyInput = early({ fields: typed, press: send });
    const Later = () => {
      const [shown, setShown] = useState(false);
      return shown ? (
        <Form onSend={onSend} />
      ) : (
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
      );
    };
    const { root, replay } = goLive(<Later />);
    replay();
    expect(onSend).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ name: 'Ruth Diaz', reminders: true });
    expect(root.querySelector('input[name=phone]')).toHaveProperty('value', '6025550143');
  });

  it('has its code fetched only when this page was given something before it was live', () => {
    const here = window.location.pathname;
    expect(hasEarlyInput(here)).toBe(false);
    window.__earlyInput = early({});
    expect(hasEarlyInput(here)).toBe(false);
    window.__earlyInput = early({ path: '/somewhere-else/', focus: nameField });
    expect(hasEarlyInput(here)).toBe(false);
    window.__earlyInput = early({ focus: nameField });
    expect(hasEarlyInput(here)).toBe(true);
    window.__earlyInput = early({ fields: typed });
    expect(hasEarlyInput(here)).toBe(true);
  });

  it('leaves the page as it is for another page’s input, and for focus the person has moved', () => {
    window.__earlyInput = early({ path: '/somewhere-else/', fields: typed });
    const { replay } = goLive();
    replay();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Your name' }).value).toBe('');

    cleanup();
    window.__earlyInput = early({ focus: nameField });
    const again = goLive();
    const plan = screen.getByRole('combobox', { name: 'Plan' });
    plan.focus();
    again.replay();
    expect(document.activeElement).toBe(plan);
  });
});
