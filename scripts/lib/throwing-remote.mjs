// A build of mfe-plans whose pages throw on mount, for the tests only: the same federation identity and
// contract as the real remote (it passes the release checks), its `./pages` replaced by
// scripts/lib/throwing-pages.ts. The release's synthetic check must refuse it
// (e2e/tests/delivery/synthetic-check.spec.ts; built by scripts/e2e-server.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, federatedConfig } from '../../tooling/rspack.mjs';
import { inputHash } from './build.mjs';
import { root } from './suite.mjs';

export const THROWING_DIR = 'dist-throwing';
const PAGES = path.join(root, 'scripts/lib/throwing-pages.ts');

export const buildThrowingRemote = async () => {
  const out = path.join(root, 'mfe-plans', THROWING_DIR);
  const stamp = path.join(out, '.build-stamp');
  const hash = inputHash('mfe-plans', { outputDir: THROWING_DIR, pages: readFileSync(PAGES, 'utf8') });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return { built: false };
  await compile(
    federatedConfig({
      dir: path.join(root, 'mfe-plans'),
      name: 'mfe_plans',
      exposes: { './pages': PAGES },
      outputDir: THROWING_DIR,
    }),
  );
  writeFileSync(stamp, hash);
  return { built: true };
};
