import { type ReactNode, useLayoutEffect, useState } from 'react';
import { MESSAGES, ZIP_MODAL_MAX_WIDTH } from 'shared-contracts';
import { NOT_SERVED_MESSAGE } from 'shared-contracts/api/location';
import { useMessages } from 'web-kit/i18n';
import { noticeMessages } from 'web-kit/messages';
import { buttonCss, inputCss, secondaryButtonCss, theme, visuallyHidden } from 'web-kit/theme';
import { dialogPlacement, useModalDialog } from 'web-kit/ui';
import { useSelector } from '../actor';
import { useShell } from '../host';
import { pageStart } from '../robustness';
import { BUSY_LABEL, takeEarlyZip } from './early-zip';
import { zipMessages } from './messages';
import { submittable } from './zip-modal.machine';

const field = { ...inputCss, width: '100%' } as const;

/** A control of the prompt under its label (what follows the control, its message, goes in too). */
const Labelled = ({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) => (
  <div>
    <label htmlFor={htmlFor} css={{ display: 'block', fontWeight: 700, marginBottom: 4 }}>
      {label}
    </label>
    {children}
  </div>
);

/**
 * A native modal <dialog> (the kit's `useModalDialog`): the browser moves focus in, keeps it in (the
 * page behind is inert) and focus returns to where it was on close (after the prompt of a first visit,
 * to the page's start). Escape closes it only when editing (it is persistent otherwise).
 * Not the kit's Dialog: that one puts its Close button first, so focus would open on Close instead of
 * the ZIP field, and it shows its title as a heading; the spec's prompt is a sentence.
 */
export const ZipModal = () => {
  const m = useMessages(zipMessages);
  const notices = useMessages(noticeMessages);
  const { zipModal, prerendered, app } = useShell();
  const snapshot = useSelector(zipModal, (s) => s);
  const open = snapshot.matches('open');
  const { zip, counties, fips, error, editing } = snapshot.context;
  // Busy from the submit on: a submit while the county lookup runs waits for it (the machine), then saves.
  const busy = snapshot.matches('open.saving') || snapshot.context.submitWhenReady;
  // Enabled as soon as the ZIP is whole, lookup or not: a form whose default button is disabled ignores
  // Enter, so a disabled Submit during the lookup swallowed the Enter typed right after the fifth digit.
  // Not `snapshot.can({ type: 'zip.submit' })`: that is false while saving, and a disabled button there
  // would drop the focus of the person who pressed it.
  const canSubmit = submittable(snapshot.context);
  // Open at the first commit (a first visit): shown at once as the prerendered prompt was, modal after
  // the paint (the kit's hook: showModal's forced layout stays out of the first commit's task).
  // On close focus goes back to the control that opened it (Change ZIP code); the prompt of a first visit,
  // opened on load, hands it to the start of the page's content instead of <body> (page-start.ts).
  const dialog = useModalDialog(open, { modalAfterPaint: true, focusWhenNoOpener: pageStart });
  // What was typed or pressed in the prerendered prompt, before the app was live, goes on here
  // (early-zip.ts), before the first paint: the ZIP in the field, and the focus there at once, not after
  // the paint that makes the prompt modal (keys typed meanwhile would be lost). Only for a person who used
  // the prerendered prompt: for anyone else the focus waits for showModal, out of the commit's task.
  useLayoutEffect(() => {
    if (prerendered || !open) return;
    const early = takeEarlyZip();
    if (!early) return;
    const el = dialog.current;
    if (el && !el.open) el.setAttribute('open', '');
    el?.querySelector('input')?.focus();
    zipModal.send({ type: 'zip.type', value: early.zip });
    if (early.submitted) zipModal.send({ type: 'zip.submit' });
  }, [prerendered, open, zipModal, dialog]);

  // A short ZIP is wrong only once the person leaves the field (spec 4: input below 5 digits clears
  // the error); while they type it is simply unfinished.
  const [left, setLeft] = useState(false);
  const zipInvalid = left && zip.length > 0 && zip.length < 5;
  return (
    <dialog
      ref={dialog}
      // In the prerendered HTML the prompt shows before any script can call showModal(), and takes a ZIP
      // and a Submit: the page's inline script keeps them for the live prompt (early-zip.ts).
      open={(prerendered && open) || undefined}
      // tooling/index.html hides the prerendered prompt before the first paint when a ZIP is stored.
      data-prerendered={prerendered || undefined}
      aria-labelledby="zip-modal-title"
      aria-describedby="zip-modal-year"
      data-testid="zip-modal"
      onCancel={(event) => {
        event.preventDefault();
        if (editing) zipModal.send({ type: 'zip.close' });
      }}
      css={{
        // At the same place open (prerendered, then live before showModal) and modal, whatever its height.
        ...dialogPlacement(ZIP_MODAL_MAX_WIDTH),
        border: 'none',
        borderRadius: 12,
        padding: 24,
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' },
        // The prerendered prompt (open, not yet modal) over a dimmed page, as the modal one's backdrop.
        '&[open]:not(:modal)': {
          zIndex: 20,
          boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.6)',
        },
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          zipModal.send({ type: 'zip.submit' });
        }}
        css={{ display: 'grid', gap: 16 }}
      >
        <p id="zip-modal-title" css={{ margin: 0, fontSize: '1.2rem', fontWeight: 700 }}>
          {m.prompt}
        </p>
        <p id="zip-modal-year" css={{ margin: 0 }}>
          {m.year(app.planYear)}
        </p>
        <Labelled htmlFor="zip-input" label={m.zipLabel}>
          <input
            id="zip-input"
            autoFocus
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            aria-invalid={!!error || zipInvalid || undefined}
            aria-describedby={error ? 'zip-error' : zipInvalid ? 'zip-hint' : undefined}
            onChange={(event) => {
              setLeft(false);
              zipModal.send({ type: 'zip.type', value: event.target.value });
            }}
            onBlur={() => setLeft(true)}
            css={field}
          />
          {zipInvalid && !error && (
            <p id="zip-hint" role="alert" css={{ margin: '4px 0 0', color: theme.accent, fontWeight: 700 }}>
              {MESSAGES.zip}
            </p>
          )}
          {error && (
            <p id="zip-error" role="alert" css={{ margin: '4px 0 0', color: theme.accent, fontWeight: 700 }}>
              {error === NOT_SERVED_MESSAGE ? notices.notServed : error}
            </p>
          )}
        </Labelled>
        {counties.length > 1 && (
          <Labelled htmlFor="county-select" label={m.countyLabel}>
            <select
              id="county-select"
              required
              value={fips}
              onChange={(event) => zipModal.send({ type: 'zip.county', fips: event.target.value })}
              css={field}
            >
              {counties.map((c) => (
                <option key={c.countyFIPS} value={c.countyFIPS}>
                  {c.countyName}
                </option>
              ))}
            </select>
          </Labelled>
        )}
        <div css={{ display: 'flex', gap: 12 }}>
          {/* Busy (the submit is under way): aria-disabled, not disabled, so a Submit that was clicked keeps
              focus and a screen reader reads "Checking your area…, dimmed"; the machine ignores a second
              submit. Disabled only while the ZIP is not whole, when there is nothing to submit. */}
          <button
            type="submit"
            disabled={!canSubmit}
            aria-disabled={busy || undefined}
            {...(prerendered ? { [BUSY_LABEL]: m.saving } : {})}
            css={{
              ...buttonCss,
              '&[aria-disabled="true"]': {
                background: '#5c5c5c',
                borderColor: '#5c5c5c',
                cursor: 'progress',
              },
            }}
          >
            {busy ? m.saving : m.submit}
          </button>
          {editing && (
            <button
              type="button"
              onClick={() => zipModal.send({ type: 'zip.close' })}
              css={secondaryButtonCss}
            >
              {m.close}
            </button>
          )}
        </div>
        {/* The busy label said aloud: after Enter in the ZIP field focus stays there, and a screen reader
            hears nothing of the button's new label. A polite live region, in the page from the start so
            that its change is announced, with the button's own words (no new text on screen). */}
        <p role="status" aria-live="polite" css={visuallyHidden}>
          {busy ? m.saving : ''}
        </p>
      </form>
    </dialog>
  );
};
