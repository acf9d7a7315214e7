/**
 * Sentry's browser SDK, started for the reporting module. This module and the SDK are one lazily loaded
 * chunk (`report.ts` imports it dynamically), so neither is in any first load.
 *
 * Its functions are imported by name: the namespace object used as a value (the default of `sentry`
 * below) kept every export of the SDK in the chunk, Session Replay and the feedback widget included
 * (441.9 kB raw, 144.1 kB gzip; 149.8 and 50.5 by name), downloaded by every page a few seconds after its
 * load, and by a partner page while the plan finder starts.
 */
import { browserTracingIntegration, captureException, captureMessage, flush, init } from '@sentry/browser';
import type { Pending, ReportingOptions } from './report';
import { messageOf } from './scrub';
import { scrubEvent } from './scrub-event';

export interface SentryApi {
  init: typeof init;
  browserTracingIntegration: typeof browserTracingIntegration;
  captureException: typeof captureException;
  captureMessage: typeof captureMessage;
}

const sdk: SentryApi = { init, browserTracingIntegration, captureException, captureMessage };

/**
 * Sends one report: an Error as an exception (with its stack), anything else as a message. `flush`
 * resolves once what was sent has gone (or the time is up).
 */
export type Capture = ((pending: Pending) => void) & { flush?: (timeoutMs: number) => Promise<boolean> };

/**
 * Starts the SDK: tracing at sample rate 1 (spec 7), no default personal data, every event scrubbed
 * before it goes. Answers how reports are sent, tagged with their source.
 */
export const startSentry = (
  options: ReportingOptions & { dsn: string },
  sentry: SentryApi = sdk,
): Capture => {
  sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    ...(options.release ? { release: options.release } : {}),
    tracesSampleRate: 1,
    integrations: [sentry.browserTracingIntegration()],
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
  const capture: Capture = ({ source, error, extra }) => {
    const context = { tags: { source }, ...(extra ? { extra } : {}) };
    if (error instanceof Error) sentry.captureException(error, context);
    else sentry.captureMessage(`[${source}] ${messageOf(error)}`, { level: 'error', ...context });
  };
  capture.flush = (timeoutMs) => flush(timeoutMs);
  return capture;
};
