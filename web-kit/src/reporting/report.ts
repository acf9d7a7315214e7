/**
 * The one reporting module (spec 8 "reported", spec 7 error-reporting service): every failure the person
 * is not shown goes through `report`. It is logged to the console (scrubbed) and, once `startReporting`
 * has loaded Sentry's browser SDK for a configured DSN, sent there (tracing sample rate 1). Reports made
 * before the SDK is ready wait in a bounded queue; with no DSN they are only logged.
 *
 * The host decides when this module and the SDK load (the shell: after the page, never in its first
 * load). The text scrubber is a small chunk of its own, loaded at the first report (so the console line
 * and the listeners follow a moment after the call), and the SDK with its event scrubber is another
 * (`sdk.ts`).
 *
 * One instance per page: `web-kit/reporting` is a Module Federation shared singleton, so the shell and
 * every remote share this module's state. Kit code imports it by that name too (never `../reporting`),
 * or a remote's copy of a kit module would carry a private, never-started copy of it.
 */
import { REPORT_WAITING_EVENT } from 'shared-contracts';
import type { Capture } from './sdk';

/** Where a report comes from: each spec 8 "reported" case, and the failures the suite adds to them. */
export type ReportSource =
  | 'medsupp-list'
  | 'coverage-check'
  | 'pharmacy-remove'
  | 'provider-group-save'
  | 'quiz'
  | 'provider-metadata'
  | 'county-lookup'
  | 'captcha'
  | 'agent-broker'
  | 'broker-register'
  | 'embed-session'
  /** The site options the chrome and the data notice read (the notice then keeps "Sample data"). */
  | 'site-content'
  /** A page of the embedded plan finder that threw (its boundary shows the failure with the phone). */
  | 'embed-page'
  /** A remote that could not be loaded or was refused as incompatible (the shell's runtime plugin). */
  | 'federation';

/** What a listener is told (tests, the embedding): the scrubbed text, never the raw error. */
export interface Report {
  source: ReportSource;
  message: string;
}

export interface ReportingOptions {
  /** The Sentry DSN from the runtime config; without one nothing is sent. */
  dsn: string | undefined;
  environment: string;
  release?: string | undefined;
}

export interface Pending {
  source: ReportSource;
  error: unknown;
  extra: Record<string, unknown> | undefined;
}

/** Reports kept while the SDK loads; the oldest go first past this. */
export const QUEUE_LIMIT = 30;

type State =
  | { kind: 'waiting'; queue: Pending[]; dropped: number }
  | { kind: 'off' }
  | { kind: 'on'; capture: Capture };

let state: State = { kind: 'waiting', queue: [], dropped: 0 };
let starting: Promise<boolean> | null = null;
/** Errors already reported: the same failure seen by two components (one query) is reported once. */
let reported = new WeakSet<object>();
let listeners = new Set<(report: Report) => void>();
let scrubber: Promise<typeof import('./scrub')> | null = null;
/** Settles once every report made so far is logged and told to the listeners. */
let logged: Promise<void> = Promise.resolve();

/**
 * Reports a failure the person is not shown. `error` may be an Error, a string or anything thrown;
 * `extra` is context (scrubbed like the rest). One call is one report; the same Error object reported
 * again (several components watching one failed query) is ignored. Returns whether it was reported.
 */
export const report = (source: ReportSource, error: unknown, extra?: Record<string, unknown>): boolean => {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false;
    reported.add(error);
  }
  scrubber ??= import(/* webpackChunkName: "scrub" */ './scrub');
  // The listeners of the moment (a reset for the next test must not hear this one).
  const heard = listeners;
  logged = logged
    .then(() => scrubber)
    .then(
      (scrub) => {
        const message = scrub!.scrubText(scrub!.messageOf(error));
        console.error(`[${source}] ${message}`);
        for (const listener of heard) listener({ source, message });
      },
      () => console.error(`[${source}] (details withheld: no scrubber)`),
    );
  const pending = { source, error, extra };
  if (state.kind === 'on') state.capture(pending);
  else if (state.kind === 'waiting') {
    if (typeof window !== 'undefined') window.dispatchEvent(new window.Event(REPORT_WAITING_EVENT));
    state.queue.push(pending);
    if (state.queue.length > QUEUE_LIMIT) {
      state.queue.shift();
      state.dropped += 1;
    }
  }
  return true;
};

/** Resolves once every report made so far has been logged and told to the listeners (tests). */
export const reportsLogged = (): Promise<void> => logged;

/** Calls `listener` with every report from now on (a moment after each call); returns the unsubscribe. */
export const onReport = (listener: (report: Report) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The SDK chunk (`sdk.ts` with `@sentry/browser`), started with the options. */
export type LoadSdk = () => Promise<{
  startSentry: (options: ReportingOptions & { dsn: string }) => Capture;
}>;

const loadSdk: LoadSdk = () => import(/* webpackChunkName: "sdk" */ './sdk');

export interface StartHooks {
  /** Loads Sentry's SDK (its own chunk). */
  load?: LoadSdk;
}

/**
 * Starts error reporting once per page (the host calls it when it wants the SDK: the shell once the page
 * is done). With a DSN, Sentry's SDK is loaded (a chunk of its own), initialised with tracing at sample
 * rate 1 (the page-load trace still starts at navigation) and the scrubber, and the reports that waited
 * are sent. Without a DSN, reporting stays console-only and the queue is emptied. Resolves whether
 * reporting is on.
 */
export const startReporting = (
  options: ReportingOptions,
  { load = loadSdk }: StartHooks = {},
): Promise<boolean> => {
  if (starting) return starting;
  if (!options.dsn) {
    state = { kind: 'off' };
    starting = Promise.resolve(false);
    return starting;
  }
  const dsn = options.dsn;
  starting = load().then(
    ({ startSentry }) => {
      const capture = startSentry({ ...options, dsn });
      const waiting = state.kind === 'waiting' ? state : { queue: [], dropped: 0 };
      state = { kind: 'on', capture };
      if (waiting.dropped > 0) console.warn(`[reporting] ${waiting.dropped} early reports dropped`);
      for (const pending of waiting.queue) capture(pending);
      return true;
    },
    (error: unknown) => {
      state = { kind: 'off' };
      console.warn('[reporting] off: no SDK', error);
      return false;
    },
  );
  return starting;
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Before the page is left for another site (the hand-off to a carrier): reports made on it that still
 * wait for the SDK, or are on their way, get up to `timeoutMs` to go, so that leaving does not lose them.
 * Resolves at once when nothing waits or no host has started reporting.
 */
export const beforeLeaving = async (timeoutMs = 3_000): Promise<void> => {
  const until = Date.now() + timeoutMs;
  if (state.kind === 'waiting' && state.queue.length > 0) {
    // The host starts reporting when told (REPORT_WAITING_EVENT); give it a moment to begin.
    for (let i = 0; i < 5 && !starting; i += 1) await delay(20);
    if (!starting) return;
    await Promise.race([starting, delay(timeoutMs)]);
  }
  if (state.kind === 'on') await state.capture.flush?.(Math.max(0, until - Date.now()));
};

/** Reports waiting for the SDK (for tests and diagnostics). */
export const queuedReports = (): number => (state.kind === 'waiting' ? state.queue.length : 0);

/** Back to a fresh page: for tests only. */
export const resetReportingForTests = () => {
  state = { kind: 'waiting', queue: [], dropped: 0 };
  starting = null;
  logged = Promise.resolve();
  reported = new WeakSet();
  listeners = new Set();
};
