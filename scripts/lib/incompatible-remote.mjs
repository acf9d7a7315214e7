// A build of mfe-plans that records the next major of shared-contracts in its federation manifest: a remote
// built against an incompatible contract, for the tests only. The release check must refuse it
// (contract-check.test.mjs) and a host forced to use it must show the fallback with the phone
// (e2e/tests/delivery/incompatible-remote.spec.ts, served by scripts/e2e-server.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './build.mjs';
import { root } from './suite.mjs';

export const INCOMPATIBLE_PORT = 3013;
export const INCOMPATIBLE_DIR = 'dist-incompatible';

const contractsVersion = JSON.parse(
  readFileSync(path.join(root, 'shared-contracts/package.json'), 'utf8'),
).version;
/** The next major of the contracts this tree builds (0.1.0 → 1.0.0). */
export const NEXT_CONTRACTS_MAJOR = `${Number(contractsVersion.split('.')[0]) + 1}.0.0`;

export const buildIncompatibleRemote = () =>
  buildIfStale('mfe-plans', {
    outputDir: INCOMPATIBLE_DIR,
    env: { SHARED_CONTRACTS_VERSION: NEXT_CONTRACTS_MAJOR, BUILD_LABEL: 'incompatible' },
  });
