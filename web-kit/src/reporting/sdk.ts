/**
 * Sentry's browser SDK, started for the reporting module. This module and the SDK are one lazily loaded
 * chunk (`report.ts` imports it dynamically), so neither is in any first load.
 */
import * as Sentry from '@sentry/browser';
import type { ReportingOptions } from './report';
import { scrubEvent } from './scrub-event';

export type SentryApi = Pick<
  typeof Sentry,
  'init' | 'browserTracingIntegration' | 'captureException' | 'captureMessage'
>;

/** Tracing at sample rate 1 (spec 7), no default personal data, and every event scrubbed before it goes. */
export const startSentry = (options: ReportingOptions & { dsn: string }, sentry: SentryApi = Sentry) => {
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
  return sentry;
};
