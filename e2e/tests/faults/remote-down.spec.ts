import { expect, test } from '@playwright/test';
import type { RemoteName } from 'shared-contracts';
import { knownVisitor, REMOTE_PORTS } from '../support';
import { countDocumentLoads, expectChromeAndPhone, watchPageErrors } from './support';

// Issue 15: each of the four remotes down. The fault is simulated per page (the suite's servers are
// shared by every test): every request to the remote's origin is refused, then let through again.
const PAGES: { remote: RemoteName; path: string; footer: boolean }[] = [
  { remote: 'mfe_plans', path: '/', footer: true },
  { remote: 'mfe_onboarding', path: '/onboarding/', footer: true },
  { remote: 'mfe_providers', path: '/pharmacy/', footer: true },
  { remote: 'mfe_member', path: '/member/', footer: false },
];

for (const { remote, path, footer } of PAGES) {
  test(`${remote} down: ${path} keeps the chrome and the phone, then shows the page by itself once it is back`, async ({
    page,
  }, testInfo) => {
    const pageErrors = watchPageErrors(page);
    await knownVisitor(page);
    const origin = `http://localhost:${REMOTE_PORTS[remote]}/**`;
    await page.route(origin, (route) => route.abort('connectionrefused'));
    const loads = countDocumentLoads(page);
    await page.goto(path);

    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('link', { name: /\(TTY:711\)/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expectChromeAndPhone(page, { footer });
    await expect(page.locator(`[data-remote="${remote}"]`)).toHaveCount(0);
    if (remote === 'mfe_plans')
      await page.screenshot({ path: testInfo.outputPath('remote-down.png'), fullPage: true });

    // The remote is back: the page loads it on its own (no reload by the test, none by the page).
    await page.unroute(origin);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toHaveCount(0);
    await expectChromeAndPhone(page, { footer });
    expect(loads.count).toBe(1);
    pageErrors.expectOnly();
  });
}
