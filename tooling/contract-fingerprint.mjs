// The contract fingerprint of a build (docs/releasing.md, shared-contracts/src/contract-fingerprint.ts):
// a remote records the hash of each part in its mf-manifest.json under `contracts` and the JSON Schemas in
// the sibling file that names (`contract-fingerprint.json`), fetched only to explain a difference; a host
// records the hash of each part of its own contract (`__HOST_CONTRACT_HASHES__`), so it decides on a remote
// with the same contract from the manifest alone, and its JSON Schemas for the comparison otherwise.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { require as tsRequire } from 'tsx/cjs/api';

const NAME = 'ContractFingerprintPlugin';
const MANIFEST = 'mf-manifest.json';
export const FINGERPRINT_FILE = 'contract-fingerprint.json';

const contracts = () => tsRequire('../shared-contracts/src/contract-fingerprint.ts', import.meta.url);
const { canonicalJson } = tsRequire('../shared-contracts/src/contract-diff.ts', import.meta.url);

export const contractHash = (schema) =>
  createHash('sha256').update(canonicalJson(schema)).digest('hex').slice(0, 16);

/**
 * The contract's zod schemas, changed for a test build when CONTRACT_SCHEMAS_EDIT names a module and its
 * export (`/path/variants.ts#dropField`), as SHARED_CONTRACTS_VERSION changes the recorded version: a
 * remote built against another contract, for scripts/lib/contract-variants.ts's tests only.
 */
const schemasForBuild = () => {
  const schemas = contracts().contractSchemas();
  const edit = process.env.CONTRACT_SCHEMAS_EDIT;
  if (!edit) return schemas;
  const [file, name] = edit.split('#');
  return tsRequire(file, import.meta.url)[name](schemas);
};

const sourceFiles = (dir, out = []) => {
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.[cm]?[jt]sx?$/.test(entry) && !/\.test\.[jt]sx?$/.test(entry)) out.push(full);
  }
  return out;
};

/** A remote's fingerprint: the events its sources name, the host context, the page props; each hashed. */
export const remoteFingerprint = (srcDir) => {
  const { contractJson, eventsNamedIn } = contracts();
  const events = eventsNamedIn(
    sourceFiles(srcDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n'),
  );
  const json = contractJson(events, schemasForBuild());
  const part = (schema) => ({ hash: contractHash(schema), schema });
  return {
    events: Object.fromEntries(Object.entries(json.events).map(([name, schema]) => [name, part(schema)])),
    hostContext: part(json.hostContext),
    pageProps: part(json.pageProps),
  };
};

/**
 * A host's contract as build-time constants: the hash of each part (`__HOST_CONTRACT_HASHES__`, its first
 * load) and the JSON Schemas (`__HOST_CONTRACT_JSON__`, only in the chunk that compares a differing remote).
 */
export const hostContractDefines = () => {
  const json = contracts().contractJson();
  const hashes = {
    events: Object.fromEntries(
      Object.entries(json.events).map(([name, schema]) => [name, contractHash(schema)]),
    ),
    hostContext: contractHash(json.hostContext),
    pageProps: contractHash(json.pageProps),
  };
  return { __HOST_CONTRACT_HASHES__: JSON.stringify(hashes), __HOST_CONTRACT_JSON__: JSON.stringify(json) };
};

/** Writes the remote's fingerprint into its federation manifest, once the manifest is emitted. */
export class ContractFingerprintPlugin {
  /** @param {string} srcDir the remote's sources, read for the events they name */
  constructor(srcDir) {
    this.srcDir = srcDir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // The federation plugin's own builds (tree-shaken shared fallbacks) have no manifest: the
          // release check refuses a remote whose manifest lacks the fingerprint, so none goes unnoticed.
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const fingerprint = remoteFingerprint(this.srcDir);
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.contracts = {
            file: FINGERPRINT_FILE,
            events: Object.fromEntries(
              Object.entries(fingerprint.events).map(([name, part]) => [name, part.hash]),
            ),
            hostContext: fingerprint.hostContext.hash,
            pageProps: fingerprint.pageProps.hash,
          };
          compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
          compilation.emitAsset(FINGERPRINT_FILE, new rspack.sources.RawSource(JSON.stringify(fingerprint)));
        },
      );
    });
  }
}
