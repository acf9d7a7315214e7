// Versioned delivery of a remote (docs/releasing.md). Only the registry changes (and, for `release`, a
// new folder on the release CDN); the shell is never rebuilt.
//
//   npm run release -- mfe-plans [--from mfe-plans/dist] [--canary 50] [--version 1.4.0]
//   npm run promote -- mfe-plans
//   npm run rollback -- mfe-plans
//
// The registry is REMOTES_FILE (default shell/remotes.local.json); releases go to RELEASES_DIR (default
// releases/) and are served at CDN_BASE (default http://localhost:3006).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRemoteBuild } from './lib/contract-check.mjs';
import {
  publishRelease,
  ReleaseError,
  readRegistryFile,
  releaseVersion,
  remoteApp,
  withPromotion,
  withRelease,
  withRollback,
  writeRegistryFile,
} from './lib/releases.mjs';
import { cdnBase, releasesDir, root } from './lib/suite.mjs';

const USAGE = `usage: node scripts/release.mjs release <remote> [--from <dist folder>] [--canary <1-100>] [--version <version>]
       node scripts/release.mjs promote <remote>
       node scripts/release.mjs rollback <remote>`;

/** Paths given on the command line are relative to where the command was typed (npm run moves to the root). */
const fromCwd = (p) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const shown = (file) => (file.startsWith(`${root}${path.sep}`) ? path.relative(root, file) : file);

const release = async (app, values) => {
  const distDir = values.from ? fromCwd(values.from) : path.join(root, app.pkg, 'dist');
  const check = await checkRemoteBuild({ remote: app.name, distDir });
  if (!check.ok) {
    throw new ReleaseError(
      `${distDir} fails the release checks:\n${check.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  let canaryPercent;
  if (values.canary !== undefined) {
    canaryPercent = Number(values.canary);
    if (!/^\d+$/.test(values.canary))
      throw new ReleaseError(`--canary takes a whole percent from 1 to 100, not ${values.canary}.`);
  }
  const registryFile = path.resolve(root, process.env.REMOTES_FILE ?? 'shell/remotes.local.json');
  const registry = readRegistryFile(registryFile);
  const { version, hash } = releaseVersion({ pkg: app.pkg, distDir, version: values.version });
  const entry = `${cdnBase()}/${app.pkg}/${version}/mf-manifest.json`;
  // The registry change is worked out (and refused) before anything is copied.
  const outcome = withRelease(registry, app.name, { version, entry }, { canaryPercent });
  const published = publishRelease({ pkg: app.pkg, distDir, releasesDir: releasesDir(), version, hash });
  console.log(
    published.copied
      ? `${app.pkg} ${version} published to ${shown(published.dir)}`
      : `${app.pkg} ${version} was already published (same content)`,
  );
  return { registryFile, ...outcome };
};

const main = async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { from: { type: 'string' }, canary: { type: 'string' }, version: { type: 'string' } },
  });
  const [command, name, ...rest] = positionals;
  if (!command || !name || rest.length) throw new ReleaseError(USAGE);
  if (command !== 'release' && (values.from || values.canary || values.version)) {
    throw new ReleaseError(`${command} takes only the remote's name.\n${USAGE}`);
  }
  const app = remoteApp(name);
  const registryFile = path.resolve(root, process.env.REMOTES_FILE ?? 'shell/remotes.local.json');
  let outcome;
  if (command === 'release') outcome = await release(app, values);
  else if (command === 'promote')
    outcome = { registryFile, ...withPromotion(readRegistryFile(registryFile), app.name) };
  else if (command === 'rollback')
    outcome = { registryFile, ...withRollback(readRegistryFile(registryFile), app.name) };
  else throw new ReleaseError(`Unknown command ${JSON.stringify(command)}.\n${USAGE}`);
  writeRegistryFile(outcome.registryFile, outcome.registry);
  console.log(`${outcome.message} (${shown(outcome.registryFile)})`);
};

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`refused: ${error.message}`);
  process.exitCode = 1;
}
