// The release's contract check of a remote build (issue 14): `npm run release -- <remote>` refuses a build
// for which `checkRemoteBuild` answers `ok: false`. The terms are shared-contracts' (compatibility.ts), the
// same ones every host checks at run time before it mounts a remote, read here from the built manifest:
// the versions it declares, and its contract fingerprint against this tree's contracts (the host's).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { REMOTE_APPS } from './suite.mjs';

const { contractProblems, fingerprintProblems } = await tsImport(
  '../../shared-contracts/src/compatibility.ts',
  import.meta.url,
);
const { contractJson } = await tsImport(
  '../../shared-contracts/src/contract-fingerprint.ts',
  import.meta.url,
);

/** The host's contract: this tree's, from its zod schemas (what the shell and the embedding are built from). */
const HOST = { hashes: null, json: async () => contractJson() };

/** The federation name of a remote given as its package (mfe-plans) or its federation name (mfe_plans). */
const federationName = (remote) => REMOTE_APPS.find((r) => r.pkg === remote || r.name === remote)?.name;

const readManifest = (file) => {
  try {
    return { manifest: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { problem: `${file} is not readable JSON (${error.message})` };
  }
};

/**
 * @param {{ remote: string, distDir: string }} build  the remote (package or federation name) and its build folder
 * @returns {Promise<{ ok: boolean, problems: string[] }>} `problems` in words, empty when the build may be released
 */
export const checkRemoteBuild = async ({ remote, distDir }) => {
  const name = federationName(remote);
  if (!name) {
    const known = REMOTE_APPS.map((r) => r.pkg).join(', ');
    return { ok: false, problems: [`"${remote}" is not a remote of this suite (${known})`] };
  }
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    return { ok: false, problems: [`${distDir} has no mf-manifest.json: is it a build of ${remote}?`] };
  const { manifest, problem } = readManifest(manifestFile);
  if (problem) return { ok: false, problems: [problem] };
  const problems = contractProblems(name, manifest);
  const readFingerprint = async (file) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));
  problems.push(...(await fingerprintProblems(manifest, readFingerprint, HOST)));
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry) problems.push('the manifest names no remote entry');
  else if (!existsSync(path.join(distDir, manifest.metaData.remoteEntry.path ?? '', entry)))
    problems.push(`its remote entry ${entry} is not in ${distDir}`);
  return { ok: problems.length === 0, problems };
};
