import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReport, queuedReports, type Report, resetReportingForTests } from 'web-kit/reporting';
import { reportFailure, startErrorReporting } from './error-reporting';

afterEach(() => {
  resetReportingForTests();
  vi.restoreAllMocks();
});

describe("the shell's error reporting", () => {
  it('goes through the kit, and a report before the page is done starts reporting at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: Report[] = [];
    onReport((r) => heard.push(r));
    // The page is never done here: only the report can start reporting.
    startErrorReporting({ dsn: undefined, environment: 'test' }, () => new Promise<void>(() => {}));
    reportFailure('county-lookup', new Error('counties of 85004 failed for a@b.co'));
    await vi.waitFor(
      () =>
        expect(heard).toEqual([{ source: 'county-lookup', message: 'counties of 85004 failed for [email]' }]),
      { timeout: 10_000 },
    );
    // Started without a DSN: reporting is console-only, nothing waits for an SDK.
    await vi.waitFor(() => expect(queuedReports()).toBe(0), { timeout: 10_000 });
    expect(console.error).toHaveBeenCalledWith('[county-lookup] counties of 85004 failed for [email]');
  });
});
