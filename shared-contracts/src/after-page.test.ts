// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { startReportingAfterPage } from './after-page';
import { REPORT_WAITING_EVENT } from './constants';

/** A page that is done when the test says so. */
const donePage = () => {
  let finish = () => {};
  const done = () =>
    new Promise<void>((resolve) => {
      finish = resolve;
    });
  return { done, finish: () => finish() };
};

describe('startReportingAfterPage', () => {
  it('starts once the page is done, not before, and only once', async () => {
    const start = vi.fn();
    const page = donePage();
    startReportingAfterPage(start, page.done);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    page.finish();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event(REPORT_WAITING_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a report is waiting in the queue, and not again when the page is done', async () => {
    const start = vi.fn();
    const page = donePage();
    startReportingAfterPage(start, page.done);
    window.dispatchEvent(new Event(REPORT_WAITING_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
    page.finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('gives the host the same once-only start for its own first report', () => {
    const start = vi.fn();
    const startNow = startReportingAfterPage(start, () => new Promise<void>(() => {}));
    startNow();
    startNow();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
