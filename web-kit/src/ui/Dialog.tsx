import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { useMessages } from 'web-kit/i18n';
import { commonMessages } from 'web-kit/messages';
import { pageText, theme } from 'web-kit/theme';
import { Button } from './Button';

/** Runs `fn` in a task after the next frame is painted, unless cancelled (the function returned). */
const afterNextPaint = (fn: () => void) => {
  let live = true;
  requestAnimationFrame(() => setTimeout(() => live && fn()));
  return () => {
    live = false;
  };
};

/** Space above a dialog: a tenth of the screen's height, 16-96 px. */
const DIALOG_TOP = 'clamp(16px, 10vh, 96px)';

/**
 * Where a dialog sits, the same whether it is modal or only open (the prerendered ZIP prompt before
 * showModal(), `useModalDialog`'s modalAfterPaint): centred across, at a fixed distance from the top, its
 * width set here and not by the browser's modal defaults (max-width, max-height), so it does not move
 * when it turns modal or when its height changes (issue 10: a centred `margin: auto` prompt moved by
 * 145 px, a layout shift of 0.176 on `/`). Taller than the screen, it scrolls inside.
 */
export const dialogPlacement = (maxWidth: number) =>
  ({
    position: 'fixed',
    inset: 0,
    margin: `${DIALOG_TOP} auto auto`,
    width: `min(${maxWidth}px, calc(100% - 32px))`,
    maxWidth: 'none',
    height: 'fit-content',
    maxHeight: `calc(100% - ${DIALOG_TOP} - 16px)`,
    overflow: 'auto',
    boxSizing: 'border-box',
  }) as const;

/** What has focus as `dialog` opens: the control to give it back to, never something inside the dialog. */
const openerOf = (dialog: HTMLDialogElement) => {
  const active = document.activeElement as HTMLElement | null;
  return active && !dialog.contains(active) ? active : null;
};

/** Focuses `el` if it can take focus now; says whether it did. */
const focused = (el: HTMLElement | null | undefined) => {
  if (!el || el === document.body || !el.isConnected) return false;
  el.focus();
  return document.activeElement === el;
};

/**
 * Where focus goes when a dialog closes: back to the control that had it when the dialog opened; when
 * there was none (a dialog opened on load, with focus on <body>) or it has gone (the control was
 * replaced while the dialog was open), to `fallback()`'s element, so a keyboard or screen-reader user
 * does not find themselves at the top of the document.
 */
const returnFocusAfterClose = (
  opener: HTMLElement | null,
  fallback: () => HTMLElement | null,
  hadFocus: boolean,
) => {
  if (focused(opener)) return;
  // Only when the person was in the dialog: one closed before it ever took focus (a ZIP from a landing
  // link saved on its own) leaves focus where the page has it.
  if (hadFocus) focused(fallback());
};

/**
 * Shows a native <dialog> as modal while `open` and closes it when not: the browser moves focus in and
 * keeps it there (the page behind is inert); on close, focus goes back to where it was.
 *
 * `modalAfterPaint`: a dialog already open when it mounts (the ZIP prompt of a first visit, in the page's
 * first commit) is shown at once but made modal only in a task after the next paint. showModal() moves
 * focus in and makes the rest of the page inert, which forces the style and layout of everything the
 * commit just put on the page: 11-22 ms at 4x CPU inside the commit's own long task (issue 10: Total
 * Blocking Time), now a task of its own. Its styles must place `[open]:not(:modal)` as the modal dialog
 * (`dialogPlacement`), so nothing moves.
 *
 * `focusWhenNoOpener`: where focus goes on close when no control had it at the open (a dialog opened on
 * load) or that control is gone; the ZIP prompt gives the start of the page's main content.
 */
export const useModalDialog = (
  open: boolean,
  {
    modalAfterPaint = false,
    focusWhenNoOpener,
  }: { modalAfterPaint?: boolean; focusWhenNoOpener?: (() => HTMLElement | null) | undefined } = {},
) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Read at close time (the effect below runs on `open` only): the latest function the caller gave.
  const fallbackFocus = useEffectEvent(() => focusWhenNoOpener?.() ?? null);
  // Only the first render's value counts: whether it mounts open.
  const pendingMount = useRef(open && modalAfterPaint);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && pendingMount.current) {
      returnFocus.current = openerOf(el);
      // On screen from the next paint (not yet modal), then modal: close() only drops the attribute.
      if (!el.open) el.setAttribute('open', '');
      return afterNextPaint(() => {
        pendingMount.current = false;
        el.close();
        el.showModal();
      });
    }
    pendingMount.current = false;
    if (open && !el.open) {
      returnFocus.current = openerOf(el);
      el.showModal();
    } else if (!open && el.open) {
      const hadFocus = el.contains(document.activeElement);
      el.close();
      returnFocusAfterClose(returnFocus.current, fallbackFocus, hadFocus);
    }
  }, [open]);
  return dialog;
};

/**
 * A native modal <dialog>: the browser moves focus in and keeps it there (the page behind is inert);
 * on close, focus goes back to where it was. Escape and the Close button close it when `onClose` is
 * given; without it the dialog stays until the flow inside it ends.
 */
export const Dialog = ({
  open,
  title,
  onClose,
  maxWidth = 500,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  onClose?: (() => void) | undefined;
  maxWidth?: number;
  testId?: string;
  children: ReactNode;
}) => {
  const m = useMessages(commonMessages);
  const dialog = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      css={{
        ...pageText,
        ...dialogPlacement(maxWidth),
        padding: 24,
        border: `2px solid ${theme.primary}`,
        borderRadius: 12,
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' },
      }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: 26 }}>
          {title}
        </h2>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {m.close}
          </Button>
        ) : null}
      </div>
      {open ? children : null}
    </dialog>
  );
};
