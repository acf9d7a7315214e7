import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { testApp, testZipModal } from '../../test-app';
import { firstShellState, ShellContext } from '../host';
import { EARLY_ZIP, EARLY_ZIP_SUBMITTED } from './early-zip';
import { ZipModal } from './ZipModal';

const MARICOPA = { countyName: 'Maricopa', countyFIPS: '04013' };

const renderModal = ({
  lookup = async () => [MARICOPA],
  save = async () => true,
}: {
  lookup?: () => Promise<(typeof MARICOPA)[]>;
  save?: () => Promise<boolean>;
} = {}) => {
  const zipModal = testZipModal('', { fetchCounties: lookup, saveLocation: save });
  const shell = firstShellState(testApp().getSnapshot().context, zipModal);
  render(
    <ShellContext.Provider value={shell}>
      <ZipModal />
    </ShellContext.Provider>,
  );
  return { zip: screen.getByLabelText('ZIP code'), zipModal };
};

describe('ZIP modal field', () => {
  it('states its type beside its autofill purpose (WCAG 1.3.5)', () => {
    const { zip } = renderModal();
    expect(zip.getAttribute('type')).toBe('text');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');
  });

  it('says nothing while a person is still typing, and flags a short ZIP once they leave the field', async () => {
    const { zip } = renderModal();
    fireEvent.change(zip, { target: { value: '123' } });
    expect(screen.queryByText(MESSAGES.zip)).toBeNull();
    fireEvent.blur(zip);
    expect(screen.getByText(MESSAGES.zip)).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(zip, { target: { value: '1234' } });
    expect(screen.queryByText(MESSAGES.zip)).toBeNull();
    fireEvent.change(zip, { target: { value: '85004' } });
    fireEvent.blur(zip);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit', hidden: true })).toBeTruthy());
    expect(screen.queryByText(MESSAGES.zip)).toBeNull();
  });
});

describe('ZIP modal submit', () => {
  it('takes Enter typed right after the fifth digit, before the county lookup answers, and saves once it does', async () => {
    let answer: (counties: (typeof MARICOPA)[]) => void = () => {};
    const lookup = () => new Promise<(typeof MARICOPA)[]>((resolve) => (answer = resolve));
    const save = vi.fn(async () => true);
    const { zip, zipModal } = renderModal({ lookup, save });
    const user = userEvent.setup();
    await user.type(zip, '85004{Enter}');
    // The lookup has not answered: the submit waits for it, busy (not disabled: focus may be on it).
    const submit = screen.getByRole('button', { name: 'Checking your area…', hidden: true });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(save).not.toHaveBeenCalled();
    expect((zip as HTMLInputElement).value).toBe('85004');
    await act(async () => answer([MARICOPA]));
    await waitFor(() => expect(zipModal.getSnapshot().matches('closed')).toBe(true));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says "Checking your area…" in a polite live region while busy, and nothing otherwise', async () => {
    let answer: (counties: (typeof MARICOPA)[]) => void = () => {};
    const lookup = () => new Promise<(typeof MARICOPA)[]>((resolve) => (answer = resolve));
    let saved: (ok: boolean) => void = () => {};
    const save = () => new Promise<boolean>((resolve) => (saved = resolve));
    const { zip } = renderModal({ lookup, save });
    // In the page before anything is busy, so that a screen reader hears its change.
    const status = screen.getByRole('status', { hidden: true });
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    const user = userEvent.setup();
    // Typing, and a whole ZIP whose lookup runs with no submit: not busy, nothing said.
    await user.type(zip, '85004');
    expect(status.textContent).toBe('');
    // Enter during the lookup: busy, said where focus is (the field).
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(zip);
    expect(status.textContent).toBe('Checking your area…');
    // The lookup answers and the save runs: still busy.
    await act(async () => answer([MARICOPA]));
    expect(status.textContent).toBe('Checking your area…');
    // The save fails: the not-served message is the news, and the region is quiet again.
    await act(async () => saved(false));
    await waitFor(() => expect(screen.getByRole('alert', { hidden: true }).textContent).toBeTruthy());
    expect(status.textContent).toBe('');
  });

  it('stays disabled while the ZIP is not whole, and Enter then submits nothing', async () => {
    const save = vi.fn(async () => true);
    const { zip, zipModal } = renderModal({ save });
    const user = userEvent.setup();
    await user.type(zip, '8500{Enter}');
    expect((screen.getByRole('button', { name: 'Submit', hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(zipModal.getSnapshot().matches('open')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('ZIP modal focus on close', () => {
  /** The prompt over a page: a main landmark (focusable from script, as the layout's), its h1, a control. */
  const renderOverPage = ({ focusableHeading = true }: { focusableHeading?: boolean } = {}) => {
    const zipModal = testZipModal('', {
      fetchCounties: async () => [MARICOPA],
      saveLocation: async () => true,
    });
    const shell = firstShellState(testApp().getSnapshot().context, zipModal);
    render(
      <ShellContext.Provider value={shell}>
        <button type="button">Change ZIP code</button>
        <main id="main" tabIndex={-1}>
          <h1 tabIndex={focusableHeading ? -1 : undefined}>Choose a plan type</h1>
          <button type="button">Medicare Advantage</button>
        </main>
        <ZipModal />
      </ShellContext.Provider>,
    );
    return { zipModal, zip: screen.getByLabelText('ZIP code') };
  };

  it('after the prompt that opened on load, goes to the page’s h1, and the next Tab to its first control', async () => {
    const { zip, zipModal } = renderOverPage();
    const user = userEvent.setup();
    await user.type(zip, '85004{Enter}');
    await waitFor(() => expect(zipModal.getSnapshot().matches('closed')).toBe(true));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose a plan type' })),
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Medicare Advantage' }));
  });

  it('goes to the main landmark when the page’s h1 cannot take focus', async () => {
    const { zip, zipModal } = renderOverPage({ focusableHeading: false });
    const user = userEvent.setup();
    await user.type(zip, '85004{Enter}');
    await waitFor(() => expect(zipModal.getSnapshot().matches('closed')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('goes back to the control that opened it, after a save and after Close', async () => {
    const { zip, zipModal } = renderOverPage();
    const user = userEvent.setup();
    await user.type(zip, '85004{Enter}');
    await waitFor(() => expect(zipModal.getSnapshot().matches('closed')).toBe(true));
    const change = screen.getByRole('button', { name: 'Change ZIP code' });
    // Editing from the control: saved, focus is back on it.
    change.focus();
    act(() => zipModal.send({ type: 'zip.open', editing: true, zip: '85004' }));
    const field = screen.getByLabelText('ZIP code');
    await user.clear(field);
    await user.type(field, '85004{Enter}');
    await waitFor(() => expect(zipModal.getSnapshot().matches('closed')).toBe(true));
    expect(document.activeElement).toBe(change);
    // Editing, then Close: the same.
    act(() => zipModal.send({ type: 'zip.open', editing: true, zip: '85004' }));
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(zipModal.getSnapshot().matches('closed')).toBe(true);
    expect(document.activeElement).toBe(change);
  });
});

describe('ZIP modal after the prerendered prompt', () => {
  it('goes on with the ZIP typed and submitted before the app was live: looked up and saved, once', async () => {
    document.documentElement.setAttribute(EARLY_ZIP, '85004');
    document.documentElement.setAttribute(EARLY_ZIP_SUBMITTED, '');
    const lookup = vi.fn(async () => [MARICOPA]);
    const save = vi.fn(async () => true);
    const { zipModal } = renderModal({ lookup, save });
    await waitFor(() => expect(zipModal.getSnapshot().matches('closed')).toBe(true));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(zipModal.getSnapshot().context.zip).toBe('85004');
    expect(document.documentElement.hasAttribute(EARLY_ZIP)).toBe(false);
  });

  it('shows a ZIP typed but not submitted in its field, for the person to go on', async () => {
    document.documentElement.setAttribute(EARLY_ZIP, '850');
    const save = vi.fn(async () => true);
    const { zip, zipModal } = renderModal({ save });
    await waitFor(() => expect((zip as HTMLInputElement).value).toBe('850'));
    expect(zipModal.getSnapshot().matches('open')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });
});
