import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_SITE_PHONE, phoneWithoutTable, telHref } from 'shared-contracts';
import { expectCallButton, knownVisitor, livePage } from '../support';

// A build of mfe-plans against the next major of shared-contracts, served by scripts/e2e-server.mjs
// (scripts/lib/incompatible-remote.mjs). The release refuses it (scripts/lib/contract-check.test.mjs);
// here it is forced into the served registry, as a bad hand edit or a release without the check would.
const INCOMPATIBLE_ENTRY = 'http://localhost:3013/mf-manifest.json';
const registry = path.resolve(import.meta.dirname, '../../.tmp/remotes.json');
const REFUSAL = "mfe_plans does not match this site's contract: it was built against shared-contracts 1.0.0";

const forcePlans = (entry: string) => {
  const current = JSON.parse(readFileSync(registry, 'utf8')) as {
    remotes: { name: string; entry: string }[];
  };
  for (const remote of current.remotes) if (remote.name === 'mfe_plans') remote.entry = entry;
  writeFileSync(registry, JSON.stringify(current));
};
const forceIncompatiblePlans = () => forcePlans(INCOMPATIBLE_ENTRY);

// Builds of mfe-plans with the same versions as the suite's but a changed contract fingerprint
// (scripts/lib/contract-variants.ts): `plans:pin-toggled` without its `planId` (3014), and
// `plans:fetched` with one more optional field (3015). The release refuses the first and passes the
// second (scripts/lib/contract-check.test.mjs); forced into the registry, the hosts do the same.
const DROPPED_FIELD_ENTRY = 'http://localhost:3014/mf-manifest.json';
const OPTIONAL_FIELD_ENTRY = 'http://localhost:3015/mf-manifest.json';

const expectFallbackWithPhone = async (page: Page) => {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(
    fallback.getByRole('link', { name: new RegExp(DEFAULT_SITE_PHONE.replace(/[()]/g, '\\$&')) }),
  ).toHaveAttribute('href', telHref(DEFAULT_SITE_PHONE));
  await expectCallButton(page);
  await expect(page.locator('[data-remote="mfe_plans"]')).toHaveCount(0);
};

const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
};

test.afterEach(() => copyFileSync(`${registry}.default`, registry));

test('the shell does not mount mfe-plans built against another contracts major: fallback with the phone, refusal reported', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const scriptsFromIncompatible: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === '3013' && url.pathname.endsWith('.js')) scriptsFromIncompatible.push(url.pathname);
  });
  await knownVisitor(page);
  forceIncompatiblePlans();
  await page.goto('/plans/all/');
  await expectFallbackWithPhone(page);
  // Refused on its manifest: none of its code is even downloaded (nor preloaded by the shell's page).
  expect(scriptsFromIncompatible).toEqual([]);
  // Reported through the kit, whose console line follows a moment after the report.
  await expect
    .poll(() => errors.some((e) => e.startsWith('[federation] ') && e.includes(REFUSAL)))
    .toBe(true);
  // The other remotes still load.
  await page.goto('/onboarding/');
  // The live page: the prerendered copy carries the same mark before any remote has loaded.
  await expect(livePage(page)).toHaveAttribute('data-remote', 'mfe_onboarding', { timeout: 30_000 });
});

test('the partner embedding does not mount it either: the loader shows the partner phone, refusal logged', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  forceIncompatiblePlans();
  await page.goto('http://localhost:3020/');
  const failed = page.locator('#finder').getByRole('alert');
  await expect(failed).toContainText('The plan finder could not be loaded.');
  await expect(failed.getByRole('link')).toHaveAttribute(
    'href',
    telHref(phoneWithoutTable({ partnerId: 'silver-path' })),
  );
  expect(errors.some((e) => e.startsWith('[medicare-plan-finder]') && e.includes(REFUSAL))).toBe(true);
});

test('the shell does not mount a build whose event schema dropped a field, whatever its versions: fallback with the phone, the field named', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await knownVisitor(page);
  forcePlans(DROPPED_FIELD_ENTRY);
  await page.goto('/plans/all/');
  await expectFallbackWithPhone(page);
  await expect
    .poll(() =>
      errors.some(
        (e) =>
          e.startsWith('[federation] ') &&
          e.includes(
            "mfe_plans does not match this site's contract: event plans:pin-toggled: planId is missing",
          ),
      ),
    )
    .toBe(true);
});

test('the shell mounts a build whose event schema only gained an optional field', async ({ page }) => {
  await knownVisitor(page);
  forcePlans(OPTIONAL_FIELD_ENTRY);
  await page.goto('/plans/all/');
  await expect(page.locator('[data-remote="mfe_plans"]')).toHaveAttribute(
    'data-remote-build',
    'optionalField',
  );
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expectCallButton(page);
});
