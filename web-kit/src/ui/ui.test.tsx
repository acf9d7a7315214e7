import { cleanup, fireEvent, render as renderAlone, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost, testHost } from '../test-host';
import { Dialog, useModalDialog } from './Dialog';
import { RadioGroup, SearchField, SelectField, TextField } from './Field';
import { LinkLine } from './LinkLine';
import { PageFrame } from './PageFrame';
import { Section } from './Section';
import { FetchFailed, Loading, NeedLocation, WithLocation } from './States';
import { Tabs } from './Tabs';

const render = (ui: React.ReactElement) => {
  const { host } = testHost({ phone: '(623) 223-8884' });
  renderWithHost(ui, host);
  return host;
};

describe('TextField', () => {
  it('ties its label, hint and error to the input, and marks it invalid', () => {
    render(<TextField label="E-mail" hint="We write only about your plan" error="Invalid e-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We write only about your plan', 'Invalid e-mail']);
  });
  it('keeps its error region in the page while all is well, so a new error is read out', () => {
    render(<TextField label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
  });
});

describe('SearchField and LinkLine', () => {
  it('a search box is labelled, offers no autofill and hands on each term typed', () => {
    const terms: string[] = [];
    render(
      <SearchField
        label="Drug name"
        hint="At least 3 letters"
        value=""
        onSearchChange={(t) => terms.push(t)}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Drug name' });
    expect(box.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(box, { target: { value: 'lis' } });
    expect(terms).toEqual(['lis']);
  });
  it('a link line is a paragraph holding one link to its page', () => {
    render(<LinkLine to="/drugs/">Back to your drug list</LinkLine>);
    const link = screen.getByRole('link', { name: 'Back to your drug list' });
    expect(link.getAttribute('href')).toBe('/drugs/');
    expect(link.parentElement?.tagName).toBe('P');
  });
});

describe('SelectField and RadioGroup', () => {
  it('name the select by its label and the radios by their legend', () => {
    const onChange = vi.fn();
    render(
      <>
        <SelectField label="Sort by" options={[{ value: 'total', label: 'Lowest total' }]} />
        <RadioGroup
          legend="Gender"
          name="gender"
          value={null}
          error="Required"
          options={[
            { value: 'Male', label: 'Male' },
            { value: 'Female', label: 'Female' },
          ]}
          onChange={onChange}
        />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Required',
    );
    fireEvent.click(within(group).getByRole('radio', { name: 'Female' }));
    expect(onChange).toHaveBeenCalledWith('Female');
  });
});

describe('PageFrame and the states', () => {
  it('gives every page one h1 and the agent phone as a tel: link with the TTY number', () => {
    render(<PageFrame title="Compare plans">body</PageFrame>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Compare plans');
    const call = screen.getByRole('link', { name: 'Call (623) 223-8884 (TTY:711)' });
    expect(call.getAttribute('href')).toBe('tel:+16232238884');
  });
  it('a failed fetch is an alert with the phone and a retry', () => {
    const retry = vi.fn();
    render(<FetchFailed onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: /\(623\) 223-8884/ })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
  it('waits for a session being started when the ZIP is known, never asking for the ZIP again', () => {
    const { host } = testHost({ session: null, sessionStatus: 'starting' });
    renderWithHost(<NeedLocation />, host);
    expect(screen.getByRole('status').textContent).toBe('Getting plans for 85004 ready…');
    expect(screen.queryByText('Enter your ZIP code to see plans')).toBeNull();
  });
  it('holds a screen of height while the session starts where a long list comes next (tall)', () => {
    const { host } = testHost({ session: null, sessionStatus: 'starting' });
    renderWithHost(<NeedLocation tall />, host);
    expect(getComputedStyle(screen.getByRole('status')).minHeight).toBe(`${window.innerHeight}px`);
  });
  it('offers a retry and the phone when the session could not be started', () => {
    const { host } = testHost({ session: null, sessionStatus: 'failed', phone: '(623) 223-8884' });
    const retried = vi.fn();
    host.events.on('session:retry-requested', retried);
    renderWithHost(<NeedLocation />, host);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: /\(623\) 223-8884/ })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retried).toHaveBeenCalledOnce();
  });
  it('shows a page that needs the place with the host’s location, and NeedLocation while there is no session', () => {
    const { host } = testHost({});
    renderWithHost(
      <WithLocation>{(location) => <p>Pharmacies near {location.zipCode}</p>}</WithLocation>,
      host,
    );
    expect(screen.getByText('Pharmacies near 85004')).toBeTruthy();
    const starting = testHost({ session: null, sessionStatus: 'starting' }).host;
    renderWithHost(<WithLocation>{() => <p>Pharmacies</p>}</WithLocation>, starting);
    expect(screen.queryByText('Pharmacies')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Getting plans for 85004 ready…');
  });
  it('gives a page that shows itself while the session starts (whileStarting) the location and the waiting text', () => {
    const page = (
      <WithLocation whileStarting>
        {(location, starting) => <p>{`Doctors near ${location.zipCode}: ${starting ?? 'ready'}`}</p>}
      </WithLocation>
    );
    renderWithHost(page, testHost({ session: null, sessionStatus: 'starting' }).host);
    expect(screen.getByText('Doctors near 85004: Getting plans for 85004 ready…')).toBeTruthy();
    cleanup();
    renderWithHost(page, testHost({}).host);
    expect(screen.getByText('Doctors near 85004: ready')).toBeTruthy();
    cleanup();
    // A session that failed to start still gets the kit's retry with the phone, not the page.
    renderWithHost(page, testHost({ session: null, sessionStatus: 'failed' }).host);
    expect(screen.queryByText(/Doctors near/)).toBeNull();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
  it('asks the host to open its ZIP modal', () => {
    const host = render(<NeedLocation />);
    const asked = vi.fn();
    host.events.on('location:change-requested', asked);
    fireEvent.click(screen.getByRole('button', { name: 'Enter your ZIP code' }));
    expect(asked).toHaveBeenCalledOnce();
  });
});

describe('Section', () => {
  it('is a region named by its h2, each heading with an id of its own; a form inside may take the same name', () => {
    render(
      <>
        <Section title="Your meeting">
          <p>Tuesday at noon</p>
        </Section>
        <Section title="Sign the document">{(headingId) => <form aria-labelledby={headingId} />}</Section>
      </>,
    );
    const meeting = screen.getByRole('region', { name: 'Your meeting' });
    expect(within(meeting).getByText('Tuesday at noon')).toBeTruthy();
    expect(within(meeting).getByRole('heading', { level: 2 }).getAttribute('tabindex')).toBeNull();
    const sign = screen.getByRole('region', { name: 'Sign the document' });
    expect(within(sign).getByRole('form', { name: 'Sign the document' })).toBeTruthy();
    const ids = screen.getAllByRole('heading', { level: 2 }).map((h) => h.id);
    expect(ids.every(Boolean) && new Set(ids).size === 2).toBe(true);
  });
  it('lays its content out in a grid, under the css its caller adds', () => {
    render(
      <Section title="Filters" css={{ gap: 16, marginBottom: 24 }}>
        <p>Gender</p>
      </Section>,
    );
    const style = getComputedStyle(screen.getByRole('region', { name: 'Filters' }));
    expect([style.display, style.gap, style.marginBottom]).toEqual(['grid', '16px', '24px']);
  });
  it('gives a heading the page moves focus to a place outside the tab order', () => {
    const Booked = () => {
      const heading = useRef<HTMLHeadingElement>(null);
      useEffect(() => heading.current?.focus(), []);
      return (
        <Section title="Your meeting is booked" headingRef={heading}>
          <p>Tuesday at noon</p>
        </Section>
      );
    };
    render(<Booked />);
    const heading = screen.getByRole('heading', { name: 'Your meeting is booked' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});

describe('Tabs', () => {
  const Harness = () => {
    const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        label="Plan types"
        tabs={[
          { id: 'a', label: 'Alpha' },
          { id: 'b', label: 'Bravo' },
          { id: 'c', label: 'Charlie' },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        panel {tab}
      </Tabs>
    );
  };
  it('has one tab stop, and the arrow keys, Home and End move and select', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Alpha').tabIndex).toBe(0);
    expect(tab('Bravo').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(tab('Charlie').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Charlie'));
    fireEvent.keyDown(tab('Charlie'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Charlie' }).textContent).toBe('panel c');
  });
});

describe('Dialog', () => {
  it('is a labelled modal that closes from its Close button', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Your ZIP code" onClose={onClose}>
        <p>inside</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your ZIP code' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('useModalDialog', () => {
  const Prompt = ({ open }: { open: boolean }) => {
    const dialog = useModalDialog(open, { modalAfterPaint: true });
    return (
      <dialog ref={dialog} aria-label="prompt">
        <input aria-label="zip" />
      </dialog>
    );
  };

  it('shows a dialog open at mount at once, and makes it modal only after the next paint', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      const { rerender } = renderAlone(<Prompt open />);
      const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
      // In the first commit: on screen (open), not modal yet.
      expect(dialog.open).toBe(true);
      expect(showModal).not.toHaveBeenCalled();
      await waitFor(() => expect(showModal).toHaveBeenCalledOnce());
      expect(dialog.open).toBe(true);
      // Later changes are at once, as without the option.
      rerender(<Prompt open={false} />);
      expect(dialog.open).toBe(false);
      rerender(<Prompt open />);
      expect(showModal).toHaveBeenCalledTimes(2);
    } finally {
      showModal.mockRestore();
    }
  });

  it('on close, focus goes to focusWhenNoOpener only when it was in the dialog and no control opened it', async () => {
    const Over = ({ open }: { open: boolean }) => {
      const dialog = useModalDialog(open, {
        modalAfterPaint: true,
        focusWhenNoOpener: () => document.getElementById('start'),
      });
      return (
        <>
          <h1 id="start" tabIndex={-1}>
            Start
          </h1>
          <dialog ref={dialog} aria-label="prompt">
            <input aria-label="zip" />
          </dialog>
        </>
      );
    };
    // Closed before it took focus (a ZIP saved on its own): focus stays where it was.
    const first = renderAlone(<Over open />);
    first.rerender(<Over open={false} />);
    expect(document.activeElement).toBe(document.body);
    first.unmount();
    // The person was in it (opened on load, no opener): the page's start.
    const { rerender } = renderAlone(<Over open />);
    await waitFor(() =>
      expect((screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement).open).toBe(true),
    );
    screen.getByRole('textbox', { name: 'zip', hidden: true }).focus();
    rerender(<Over open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Start' }));
  });

  it('never makes it modal when it closes before the paint', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      const { rerender } = renderAlone(<Prompt open />);
      const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
      rerender(<Prompt open={false} />);
      expect(dialog.open).toBe(false);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
      expect(showModal).not.toHaveBeenCalled();
      expect(dialog.open).toBe(false);
    } finally {
      showModal.mockRestore();
    }
  });
});

describe('Loading', () => {
  it('is a polite status; a tall one holds a screen of height for a long list to come', () => {
    render(
      <>
        <Loading label="Loading plans" tall />
        <Loading label="Loading your drugs" />
      </>,
    );
    const [list, short] = screen.getAllByRole('status');
    expect(list?.textContent).toBe('Loading plans');
    expect(list?.getAttribute('aria-live')).toBe('polite');
    const screenHeight = `${window.innerHeight}px`;
    expect(getComputedStyle(list!).minHeight).toBe(screenHeight);
    expect(getComputedStyle(short!).minHeight).not.toBe(screenHeight);
  });
});
