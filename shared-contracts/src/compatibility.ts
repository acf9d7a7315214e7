/**
 * What a remote build must agree on with its host: the one place the host's accepted versions live.
 * The release (scripts/lib/contract-check.mjs) refuses a build whose federation manifest breaks it, and
 * every host (the shell, the partner embedding) refuses to mount one at run time with the same check
 * (`refuseIncompatibleRemotes`), so a remote built against another major of the contracts or of React
 * shows the fallback with the phone instead of breaking the page. Both also compare the build's contract
 * fingerprint (the JSON Schema of its events, host context and page props, contract-fingerprint.ts) with
 * the host's (`fingerprintProblems`), so a changed shape is refused whatever its version says.
 */
import type { ContractFingerprint } from './contract-diff';
import type { ContractJson } from './contract-fingerprint';

/** This package's version (package.json; `compatibility.test.ts` keeps the two equal). */
export const CONTRACTS_VERSION = '0.1.0';

const parse = (version: string) => {
  const match = /^\D*(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
};

/** The versions that cannot break each other: the same major (for 0.x, the same minor), as `^` means. */
const breakingLine = (version: string) => {
  const v = parse(version);
  if (!v) return null;
  return v.major > 0 ? `${v.major}` : `0.${v.minor}`;
};

/**
 * The singletons every app shares and the line of each the host accepts: a remote built against a
 * version in another line is refused. `required` ones must be in every remote's manifest; the others
 * must be singletons at an accepted version when a remote uses them. A major upgrade in the suite
 * changes its line here (the contract tests fail until it does).
 */
export const HOST_SINGLETONS: Record<string, { accepts: string; required: boolean }> = {
  'shared-contracts': { accepts: `^${breakingLine(CONTRACTS_VERSION)}.0`, required: true },
  react: { accepts: '^19.0.0', required: true },
  'react-dom': { accepts: '^19.0.0', required: true },
  'react-router-dom': { accepts: '^7.0.0', required: false },
  '@emotion/react': { accepts: '^11.0.0', required: false },
  xstate: { accepts: '^5.0.0', required: false },
  '@xstate/react': { accepts: '^6.0.0', required: false },
  '@tanstack/react-query': { accepts: '^5.0.0', required: false },
  'react-hook-form': { accepts: '^7.0.0', required: false },
};

/** `version` is in the line of the `^` range `accepts` (older minors included: the host is newer). */
export const acceptsVersion = (accepts: string, version: string) => {
  const line = breakingLine(accepts);
  return line !== null && breakingLine(version) === line;
};

/** One shared module as a federation manifest records it (`mf-manifest.json` → `shared`). */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false | null;
  singleton?: boolean;
}

/** The hash of each part of a contract fingerprint (tooling/contract-fingerprint.mjs). */
export interface ContractHashes {
  events: Record<string, string>;
  hostContext: string;
  pageProps: string;
}

/**
 * What a remote's manifest records of its fingerprint: the hashes, and the file beside the manifest that
 * holds the JSON Schemas (read only to compare when a hash differs from the host's).
 */
export interface ManifestContracts extends ContractHashes {
  file: string;
}

/** The parts of a remote's `mf-manifest.json` the contract reads. */
export interface RemoteManifest {
  name?: string;
  exposes?: { name?: string; path?: string }[];
  shared?: ManifestShared[];
  contracts?: ManifestContracts;
}

/**
 * The contract a host compares a remote's fingerprint with: the hash of each part (null: always compare),
 * and its JSON Schemas, asked for only when a hash differs.
 */
export interface HostContract {
  hashes: ContractHashes | null;
  json: () => Promise<ContractJson>;
}

// Defined by a host's browser build (tooling/rspack.mjs, tooling/contract-fingerprint.mjs).
declare const __HOST_CONTRACT_HASHES__: ContractHashes | undefined;

/**
 * A browser host's contract, as its build recorded it: the hashes in its first load, the JSON Schemas in
 * a chunk of their own (host-contract.ts), so neither zod's JSON Schema code nor the schemas reach its
 * pages. Node and the tests pass their own, computed from the zod schemas (`contractJson`).
 */
export const builtHostContract = (): HostContract => ({
  hashes: typeof __HOST_CONTRACT_HASHES__ === 'undefined' ? null : __HOST_CONTRACT_HASHES__,
  json: () => import('./host-contract').then(({ hostContractJson }) => hostContractJson()),
});

const sameHashes = (host: ContractHashes, build: ContractHashes) =>
  host.hostContext === build.hostContext &&
  host.pageProps === build.pageProps &&
  Object.entries(build.events).every(([name, hash]) => host.events[name] === hash);

const isFingerprint = (value: unknown): value is ContractFingerprint => {
  const f = value as Partial<ContractFingerprint> | null;
  return !!f && typeof f === 'object' && !!f.events && !!f.hostContext?.schema && !!f.pageProps?.schema;
};

/**
 * The incompatible differences between a build's contract fingerprint and this host's contract, in words.
 * A host built from the same contracts has the same hashes and decides from the manifest; otherwise the
 * build's JSON Schemas are read (`readFingerprint(file)`) and compared with the host's, with the
 * comparison code loaded only then.
 */
export const fingerprintProblems = async (
  manifest: RemoteManifest,
  readFingerprint: (file: string) => Promise<unknown>,
  host: HostContract,
): Promise<string[]> => {
  const contracts = manifest.contracts;
  if (!contracts?.file || !contracts.events || !contracts.hostContext || !contracts.pageProps)
    return ["it records no contract fingerprint (build it again with this tree's tooling)"];
  if (host.hashes && sameHashes(host.hashes, contracts)) return [];
  let fingerprint: unknown;
  try {
    fingerprint = await readFingerprint(contracts.file);
  } catch (error) {
    return [`its contract fingerprint ${contracts.file} could not be read (${String(error)})`];
  }
  if (!isFingerprint(fingerprint)) return [`its contract fingerprint ${contracts.file} is not a fingerprint`];
  const [hostJson, { contractDifferences }] = await Promise.all([host.json(), import('./contract-diff')]);
  return contractDifferences(hostJson, fingerprint);
};

/** What breaks the contract between the host and a remote build, in words; empty when it holds. */
export const contractProblems = (remote: string, manifest: RemoteManifest): string[] => {
  const problems: string[] = [];
  if (manifest.name !== remote)
    problems.push(`the build's federation name is "${manifest.name ?? '(none)'}", not "${remote}"`);
  if (!manifest.exposes?.some((e) => e.path === './pages' || e.name === 'pages'))
    problems.push(`it does not expose ./pages`);
  const shared = new Map((manifest.shared ?? []).map((s) => [s.name, s]));
  for (const [name, { accepts, required }] of Object.entries(HOST_SINGLETONS)) {
    const entry = shared.get(name);
    if (!entry) {
      if (required) problems.push(`it does not share ${name}`);
      continue;
    }
    if (!entry.singleton) problems.push(`it shares ${name} but not as a singleton`);
    if (!entry.version || !acceptsVersion(accepts, entry.version))
      problems.push(
        `it was built against ${name} ${entry.version ?? '(no version)'}; the host accepts ${accepts}`,
      );
    const wanted = entry.requiredVersion;
    if (typeof wanted === 'string' && !acceptsVersion(accepts, wanted))
      problems.push(`it requires ${name} ${wanted}; the host accepts ${accepts}`);
  }
  return problems;
};

export const INCOMPATIBLE_REMOTE = 'IncompatibleRemote';

/** A remote build the host refuses to mount; `problems` say why. */
export class IncompatibleRemoteError extends Error {
  override readonly name = INCOMPATIBLE_REMOTE;
  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`${remote} does not match this site's contract: ${problems.join('; ')}`);
  }
}

/**
 * A federation runtime plugin for a host: a remote's manifest is checked when it arrives, before any of
 * the remote's code runs; a build that breaks the contract makes `loadRemote` fail with an
 * `IncompatibleRemoteError` (the host's remote-failure path: fallback with the phone, error reported).
 * Typed by shape, so this package needs no federation dependency.
 */
export const refuseIncompatibleRemotes = (host: HostContract = builtHostContract()) => ({
  name: 'refuse-incompatible-remotes',
  async loadRemoteSnapshot<
    A extends { moduleInfo: { name: string }; manifestJson?: unknown; manifestUrl?: string },
  >(args: A) {
    if (args.manifestJson) {
      const manifest = args.manifestJson as RemoteManifest;
      const problems = contractProblems(args.moduleInfo.name, manifest);
      // The fingerprint's schemas are beside the manifest, fetched only when a hash differs.
      const readFingerprint = async (file: string) => {
        const response = await fetch(
          new URL(file, args.manifestUrl ?? (globalThis as { location?: { href: string } }).location?.href),
        );
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      };
      if (!problems.length) problems.push(...(await fingerprintProblems(manifest, readFingerprint, host)));
      if (problems.length) throw new IncompatibleRemoteError(args.moduleInfo.name, problems);
    }
    return args;
  },
});
