/** Error reporting through Sentry's SDK, loaded only when a DSN is configured; tracing sample rate 1. */
export const startErrorReporting = async (dsn: string | undefined, environment: string) => {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, environment, tracesSampleRate: 1 });
};
