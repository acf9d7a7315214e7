// The checks a remote's build must pass before it is released (scripts/release.mjs): a basic check of
// its federation manifest. Signature: checkRemoteBuild({ remote, distDir }) → { ok: true } or
// { ok: false, problems: string[] }.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {{ remote: string | { name: string }, distDir: string }} input
 *   remote: the federation name of the remote (`mfe_plans`), or an entry of REMOTE_APPS
 * @returns {{ ok: true } | { ok: false, problems: string[] }}
 */
export const checkRemoteBuild = ({ remote, distDir }) => {
  const name = typeof remote === 'string' ? remote : remote.name;
  const file = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(file))
    return { ok: false, problems: [`${distDir} has no mf-manifest.json: is it a build of ${name}?`] };
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return {
      ok: false,
      problems: [`${file} is not JSON: ${error instanceof Error ? error.message : error}`],
    };
  }
  const problems = [];
  if (manifest?.name !== name) {
    problems.push(`${file} is the manifest of ${JSON.stringify(manifest?.name)}, not of ${name}.`);
  }
  const exposes = Array.isArray(manifest?.exposes) ? manifest.exposes.map((e) => e?.path) : [];
  if (!exposes.includes('./pages')) {
    problems.push(
      `${name} does not expose ./pages (it exposes ${exposes.length ? exposes.join(', ') : 'nothing'}).`,
    );
  }
  const entry = manifest?.metaData?.remoteEntry;
  if (entry?.name && !existsSync(path.join(distDir, entry.path ?? '', entry.name))) {
    problems.push(`${name}'s manifest names the remote entry ${entry.name}, which is not in ${distDir}.`);
  }
  return problems.length ? { ok: false, problems } : { ok: true };
};
