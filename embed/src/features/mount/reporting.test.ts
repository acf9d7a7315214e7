import { afterEach, describe, expect, it, vi } from 'vitest';
import { report, reportsLogged, resetReportingForTests } from 'web-kit/reporting';
import { startEmbedReporting } from './reporting';

afterEach(() => {
  resetReportingForTests();
  vi.restoreAllMocks();
});

describe('startEmbedReporting', () => {
  it("sends the finder's reports to Sentry when the config names a DSN, those made before it started too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const capture = vi.fn();
    const startSentry = vi.fn(() => capture);
    report('embed-page', new Error('plans page failed'));
    const on = await startEmbedReporting(
      { sentryDsn: 'http://public@127.0.0.1:3030/1', environment: 'production' },
      { load: async () => ({ startSentry }) },
    );
    expect(on).toBe(true);
    expect(startSentry).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'http://public@127.0.0.1:3030/1', environment: 'production' }),
    );
    report('embed-session', new Error('session failed'));
    await reportsLogged();
    expect(capture.mock.calls.map(([pending]) => (pending as { source: string }).source)).toEqual([
      'embed-page',
      'embed-session',
    ]);
  });

  it('stays console-only without a DSN', async () => {
    const load = vi.fn();
    expect(await startEmbedReporting({ sentryDsn: undefined, environment: 'development' }, { load })).toBe(
      false,
    );
    expect(load).not.toHaveBeenCalled();
  });
});
