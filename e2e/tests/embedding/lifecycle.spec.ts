import { expect, type Page, test } from '@playwright/test';
import { PARTNER_PHONE } from 'shared-contracts';
import { addPlanFinder, cspViolations, PARTNER, recordCspViolations, waitForEmbeddedPlans } from './support';

/**
 * Counts what the page holds: event listeners on window and document still registered, and timers still
 * pending. `resetTimers` starts counting timers afresh.
 */
const instrument = (page: Page) =>
  page.addInitScript(() => {
    const live = new Set<string>();
    const ids = new WeakMap<object, number>();
    let next = 0;
    const key = (target: EventTarget, type: string, listener: unknown, options: unknown) => {
      const fn = listener as object;
      if (!ids.has(fn)) ids.set(fn, next++);
      const capture = typeof options === 'boolean' ? options : !!(options as { capture?: boolean })?.capture;
      const where = target === window ? 'window' : target === document ? 'document' : null;
      return where ? `${where}:${type}:${ids.get(fn)}:${capture}` : null;
    };
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      const k = listener ? key(this, type, listener, options) : null;
      if (k) live.add(k);
      return add.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      const k = listener ? key(this, type, listener, options) : null;
      if (k) live.delete(k);
      return remove.call(this, type, listener, options);
    };
    // Each pending timer with its delay and where it was set, so a failure says which one is left.
    let timers = new Map<number, string>();
    const origin = () => (new Error().stack ?? '').split('\n').slice(2, 5).join(' | ');
    const setT = window.setTimeout;
    const clearT = window.clearTimeout;
    const setI = window.setInterval;
    const clearI = window.clearInterval;
    window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const own = timers;
      const id = setT(
        (...args: unknown[]) => {
          own.delete(id);
          if (typeof fn === 'function') fn(...args);
        },
        ms,
        ...rest,
      );
      own.set(id, `timeout ${ms} ${origin()}`);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) timers.delete(id);
      clearT(id);
    }) as typeof window.clearTimeout;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = setI(fn, ms, ...rest);
      timers.set(id, `interval ${ms} ${origin()}`);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) timers.delete(id);
      clearI(id);
    }) as typeof window.clearInterval;
    Object.assign(window, {
      liveListeners: () => [...live].sort(),
      pendingTimers: () => [...timers.values()],
      resetTimers: () => {
        timers = new Map();
      },
    });
  });

type Counters = { liveListeners: () => string[]; pendingTimers: () => string[]; resetTimers: () => void };

const mountOnce = async (page: Page) => {
  await addPlanFinder(page, { zip: '85004', 'plan-type': 'medicare-advantage' });
  await waitForEmbeddedPlans(page.locator('medicare-plan-finder'));
};

const removeAndInspect = (page: Page) =>
  page.evaluate(() => {
    const finder = document.querySelector('medicare-plan-finder')!;
    finder.remove();
    const shadow = finder.shadowRoot!;
    return {
      shadowChildren: shadow.childNodes.length,
      reactRoots: shadow.querySelectorAll('[data-plan-finder-root]').length,
    };
  });

test('removing the element leaves no React root, no listener and no timer', async ({ page }) => {
  test.setTimeout(150_000);
  await instrument(page);
  await recordCspViolations(page);
  await page.goto(`${PARTNER}/empty.html`);
  // The first mount loads the code (React, the federation runtime, the remote) once per page; the
  // second mount and removal must leave the page exactly as the first removal left it.
  await mountOnce(page);
  expect(await removeAndInspect(page)).toEqual({ shadowChildren: 0, reactRoots: 0 });
  const baseline = await page.evaluate(() => (window as unknown as Counters).liveListeners());
  await page.evaluate(() => (window as unknown as Counters).resetTimers());

  await mountOnce(page);
  expect(await removeAndInspect(page)).toEqual({ shadowChildren: 0, reactRoots: 0 });
  expect(await page.evaluate(() => (window as unknown as Counters).liveListeners())).toEqual(baseline);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Counters).pendingTimers()), { timeout: 5_000 })
    .toEqual([]);
  // A finder added by the page's own script, with its nonce, breaks none of the page's policy.
  expect(await cspViolations(page)).toEqual([]);
});

test('the single-spa parcel mounts, updates its props and unmounts in a single-spa root config', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordCspViolations(page);
  await page.goto(`${PARTNER}/single-spa.html`);
  const slot = page.locator('#parcel-slot');
  await waitForEmbeddedPlans(slot);
  await expect(slot.getByTestId('page-call-link').first()).not.toContainText(PARTNER_PHONE);

  // single-spa's update: the partner prop gives the named partner's phone.
  await page.evaluate(() => {
    const parcel = (window as unknown as { planFinderParcel: { update(p: object): Promise<void> } })
      .planFinderParcel;
    return parcel.update({
      domElement: document.getElementById('parcel-slot'),
      zip: '85004',
      planType: 'medicare-advantage',
      partner: 'silver-path',
    });
  });
  await expect(slot.getByTestId('page-call-link').first()).toContainText(PARTNER_PHONE);

  const after = await page.evaluate(async () => {
    const parcel = (
      window as unknown as { planFinderParcel: { unmount(): Promise<void>; getStatus(): string } }
    ).planFinderParcel;
    await parcel.unmount();
    return {
      status: parcel.getStatus(),
      shadowChildren: document.getElementById('parcel-slot')!.shadowRoot!.childNodes.length,
    };
  });
  expect(after).toEqual({ status: 'NOT_MOUNTED', shadowChildren: 0 });
  expect(await cspViolations(page)).toEqual([]);
});
