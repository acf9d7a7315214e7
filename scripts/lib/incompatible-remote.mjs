// Builds of mfe-plans made against another contract, for the tests only:
// - `dist-incompatible` records the next major of shared-contracts in its federation manifest;
// - `dist-dropped-field` records an event schema without one of its fields, and `dist-optional-field` one
//   with an extra optional field, both with no version changed (scripts/lib/contract-variants.ts).
// The release check must refuse the first two and pass the third (contract-check.test.mjs), and a host
// forced to use them must show the fallback with the phone, or mount the third
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

const VARIANTS = path.join(root, 'scripts/lib/contract-variants.ts');

/** The contract variants: their build folder and port (e2e-server), by the export that makes them. */
export const CONTRACT_VARIANTS = {
  droppedField: { dir: 'dist-dropped-field', port: 3014 },
  optionalField: { dir: 'dist-optional-field', port: 3015 },
};

/** @param {keyof typeof CONTRACT_VARIANTS} variant */
export const buildContractVariant = (variant) =>
  buildIfStale('mfe-plans', {
    outputDir: CONTRACT_VARIANTS[variant].dir,
    env: { CONTRACT_SCHEMAS_EDIT: `${VARIANTS}#${variant}`, BUILD_LABEL: variant },
  });
