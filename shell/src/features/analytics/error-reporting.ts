/** Error reporting through Sentry's SDK, loaded only when a DSN is configured; tracing sample rate 1. */
type SentryModule = typeof import('@sentry/react');
let sentry: SentryModule | null = null;

export const startErrorReporting = async (dsn: string | undefined, environment: string) => {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, environment, tracesSampleRate: 1 });
  sentry = Sentry;
};

/** A failure the person is not shown (spec 8): logged, and sent to error reporting when it runs. */
export const reportError = (source: string, message: string) => {
  console.error(`[${source}] ${message}`);
  sentry?.captureMessage(`[${source}] ${message}`, 'error');
};
