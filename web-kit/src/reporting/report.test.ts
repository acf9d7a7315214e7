import { REPORT_WAITING_EVENT } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beforeLeaving,
  onReport,
  QUEUE_LIMIT,
  queuedReports,
  type Report,
  report,
  reportsLogged,
  resetReportingForTests,
  startReporting,
} from './report';
import { type Capture, type SentryApi, startSentry } from './sdk';

const fakeSentry = () => {
  const sdk = {
    init: vi.fn(),
    captureException: vi.fn(),
    captureMessage: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  };
  // The real start (sdk.ts) over a fake SDK: the options it initialises with are checked below.
  return {
    sdk,
    load: vi.fn(async () => ({
      startSentry: (options: Parameters<typeof startSentry>[0]) =>
        startSentry(options, sdk as unknown as SentryApi),
    })),
  };
};

const DSN = 'http://public@127.0.0.1:3030/1';
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  resetReportingForTests();
  vi.restoreAllMocks();
});

describe('report', () => {
  it('logs the scrubbed text and tells the listeners, for an Error, a string or anything thrown', async () => {
    const heard: Report[] = [];
    onReport((r) => heard.push(r));
    expect(report('quiz', new Error('quiz post failed for dorothy@example.com'))).toBe(true);
    report('captcha', 'ReCaptcha error: No key provided');
    report('coverage-check', { status: 503 });
    await reportsLogged();
    expect(heard).toEqual([
      { source: 'quiz', message: 'quiz post failed for [email]' },
      { source: 'captcha', message: 'ReCaptcha error: No key provided' },
      { source: 'coverage-check', message: '{"status":503}' },
    ]);
    expect(logged).toHaveBeenCalledWith('[quiz] quiz post failed for [email]');
  });

  it('reports one Error object once, however many times it is handed over; each call otherwise reports', async () => {
    const heard: Report[] = [];
    onReport((r) => heard.push(r));
    const failure = new Error('down');
    expect(report('medsupp-list', failure)).toBe(true);
    expect(report('medsupp-list', failure)).toBe(false);
    report('county-lookup', 'no counties');
    report('county-lookup', 'no counties');
    await reportsLogged();
    expect(heard.map((r) => r.source)).toEqual(['medsupp-list', 'county-lookup', 'county-lookup']);
  });
});

describe('startReporting', () => {
  it('without a DSN loads nothing, drops what waited and stays console-only', async () => {
    const { load } = fakeSentry();
    report('quiz', 'early');
    expect(queuedReports()).toBe(1);
    expect(await startReporting({ dsn: undefined, environment: 'test' }, { load })).toBe(false);
    report('quiz', 'later');
    expect(load).not.toHaveBeenCalled();
    expect(queuedReports()).toBe(0);
    await reportsLogged();
    expect(logged).toHaveBeenCalledWith('[quiz] later');
  });

  it('loads the SDK once, with tracing at sample rate 1 and the scrubber, then sends the reports that waited', async () => {
    const { sdk, load } = fakeSentry();
    const early = new Error('medsupp list failed');
    report('medsupp-list', early);
    report('captcha', 'ReCaptcha error: Failed to load script');
    expect(sdk.captureException).not.toHaveBeenCalled();
    const started = startReporting({ dsn: DSN, environment: 'test', release: 'r1' }, { load });
    expect(startReporting({ dsn: DSN, environment: 'test' }, { load })).toBe(started);
    expect(await started).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]![0];
    expect(options).toMatchObject({ dsn: DSN, environment: 'test', release: 'r1', tracesSampleRate: 1 });
    expect(options.sendDefaultPii).toBe(false);
    expect(options.integrations).toEqual([{ name: 'BrowserTracing' }]);
    expect(options.beforeSend({ message: 'x dorothy@example.com', user: { id: 'u' } })).toEqual({
      message: 'x [email]',
    });
    expect(options.beforeSendTransaction({ transaction: '/plans/?email=a@b.co' })).toEqual({
      transaction: '/plans/?email=[Filtered]',
    });
    expect(sdk.captureException).toHaveBeenCalledExactlyOnceWith(early, { tags: { source: 'medsupp-list' } });
    expect(sdk.captureMessage).toHaveBeenCalledExactlyOnceWith(
      '[captcha] ReCaptcha error: Failed to load script',
      { level: 'error', tags: { source: 'captcha' } },
    );
    expect(queuedReports()).toBe(0);

    const later = new Error('pharmacy removal failed');
    report('pharmacy-remove', later, { attempt: 1 });
    report('pharmacy-remove', later);
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
    expect(sdk.captureException).toHaveBeenLastCalledWith(later, {
      tags: { source: 'pharmacy-remove' },
      extra: { attempt: 1 },
    });
  });

  it('keeps at most QUEUE_LIMIT early reports, the newest, and says how many it dropped', async () => {
    const { sdk, load } = fakeSentry();
    for (let i = 0; i < QUEUE_LIMIT + 5; i += 1) report('quiz', `failure ${i}`);
    expect(queuedReports()).toBe(QUEUE_LIMIT);
    await startReporting({ dsn: DSN, environment: 'test' }, { load });
    expect(sdk.captureMessage).toHaveBeenCalledTimes(QUEUE_LIMIT);
    expect(sdk.captureMessage.mock.calls[0]![0]).toBe('[quiz] failure 5');
    expect(console.warn).toHaveBeenCalledWith('[reporting] 5 early reports dropped');
  });

  it('stays console-only when the SDK cannot load', async () => {
    const load = vi.fn(async (): Promise<{ startSentry: () => Capture }> => {
      throw new Error('chunk failed');
    });
    report('quiz', 'early');
    expect(await startReporting({ dsn: DSN, environment: 'test' }, { load })).toBe(false);
    expect(queuedReports()).toBe(0);
    expect(report('quiz', 'later')).toBe(true);
    expect(console.warn).toHaveBeenCalledWith('[reporting] off: no SDK', expect.any(Error));
  });
});

describe('before the page is left', () => {
  it('a report waiting for the SDK tells the host, which may start reporting at once', () => {
    const told = vi.fn();
    window.addEventListener(REPORT_WAITING_EVENT, told);
    report('broker-register', new Error('register-agent failed'));
    window.removeEventListener(REPORT_WAITING_EVENT, told);
    expect(told).toHaveBeenCalledOnce();
  });

  it('waits until a waiting report is sent when the host starts reporting, then lets what was sent go', async () => {
    const { sdk, load } = fakeSentry();
    const start = () => void startReporting({ dsn: DSN, environment: 'test' }, { load });
    window.addEventListener(REPORT_WAITING_EVENT, start, { once: true });
    const failure = new Error('register-agent failed');
    report('broker-register', failure);
    expect(sdk.captureException).not.toHaveBeenCalled();
    await beforeLeaving(2_000);
    expect(sdk.captureException).toHaveBeenCalledExactlyOnceWith(failure, {
      tags: { source: 'broker-register' },
    });
  });

  it('does not hold the page when nothing waits, or when no host starts reporting', async () => {
    vi.useFakeTimers();
    try {
      const idle = beforeLeaving(60_000);
      await vi.advanceTimersByTimeAsync(0);
      await idle;
      report('broker-register', new Error('register-agent failed'));
      const unstarted = beforeLeaving(60_000);
      await vi.advanceTimersByTimeAsync(200);
      await unstarted;
      expect(queuedReports()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
