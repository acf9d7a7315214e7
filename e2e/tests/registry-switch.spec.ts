import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const registry = path.resolve(import.meta.dirname, '../.tmp/remotes.json');

test('pointing mfe-plans in the served remotes.json at a second build switches the page, no shell rebuild', async ({
  page,
}) => {
  await page.goto('/plans/all/');
  await expect(page.locator('[data-remote="mfe_plans"]')).toHaveAttribute('data-remote-build', 'main');
  const shellScripts = async () =>
    page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src.includes(':3000/')));
  const before = await shellScripts();
  try {
    const current = JSON.parse(readFileSync(registry, 'utf8')) as {
      remotes: { name: string; entry: string }[];
    };
    for (const remote of current.remotes) {
      if (remote.name === 'mfe_plans') remote.entry = 'http://localhost:3012/mf-manifest.json';
    }
    writeFileSync(registry, JSON.stringify(current));
    await page.reload();
    await expect(page.locator('[data-remote="mfe_plans"]')).toHaveAttribute('data-remote-build', 'canary');
    expect(await shellScripts()).toEqual(before);
  } finally {
    copyFileSync(`${registry}.default`, registry);
  }
});
