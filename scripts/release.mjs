// Versioned delivery of a remote (docs/releasing.md). Only the registry changes (and, for `release`, a
// new folder on the release CDN); the shell is never rebuilt.
//
//   npm run release -- mfe-plans [--from mfe-plans/dist] [--canary 50] [--version 1.4.0]
//   npm run promote -- mfe-plans
//   npm run rollback -- mfe-plans
//
// The registry is REMOTES_FILE (default shell/remotes.local.json), its audit trail and lock beside it;
// releases go to RELEASES_DIR (default releases/) and are served at CDN_BASE (default
// http://localhost:3006).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRemoteBuild } from './lib/contract-check.mjs';
import {
  appendAudit,
  publishRelease,
  ReleaseError,
  readRegistryFile,
  releaseVersion,
  remoteApp,
  runCommand,
  withPromotion,
  withRegistryLock,
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

const release = async (app, values, registryFile) => {
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
  const { version, hash } = releaseVersion({ pkg: app.pkg, distDir, version: values.version });
  const entry = `${cdnBase()}/${app.pkg}/${version}/mf-manifest.json`;
  // The registry change is worked out (and refused) before anything is copied, and again under the lock.
  const change = (registry) => withRelease(registry, app.name, { version, entry }, { canaryPercent });
  change(readRegistryFile(registryFile));
  const published = publishRelease({ pkg: app.pkg, distDir, releasesDir: releasesDir(), version, hash });
  console.log(
    published.copied
      ? `${app.pkg} ${version} published to ${shown(published.dir)}`
      : `${app.pkg} ${version} was already published (same content)`,
  );
  return { version, change };
};

const promote = (app, registryFile) => {
  const { canary } = readRegistryFile(registryFile).remotes.find((r) => r.name === app.name) ?? {};
  return { version: canary?.version, change: (registry) => withPromotion(registry, app.name) };
};

const main = async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      canary: { type: 'string' },
      version: { type: 'string' },
    },
  });
  const [command, name, ...rest] = positionals;
  if (!command || !name || rest.length) throw new ReleaseError(USAGE);
  if (command !== 'release' && (values.from || values.canary || values.version)) {
    throw new ReleaseError(`${command} takes only the remote's name.\n${USAGE}`);
  }
  const app = remoteApp(name);
  const registryFile = path.resolve(root, process.env.REMOTES_FILE ?? 'shell/remotes.local.json');
  let planned;
  if (command === 'release') planned = await release(app, values, registryFile);
  else if (command === 'promote') planned = promote(app, registryFile);
  else if (command === 'rollback') planned = { change: (registry) => withRollback(registry, app.name) };
  else throw new ReleaseError(`Unknown command ${JSON.stringify(command)}.\n${USAGE}`);
  // Read, change and write the registry under its lock, so a change made meanwhile is never lost.
  const message = await withRegistryLock(registryFile, () => {
    const before = readRegistryFile(registryFile);
    const outcome = planned.change(before);
    if (outcome.registry !== before) {
      writeRegistryFile(registryFile, outcome.registry);
      // A rollback is recorded by the version it leaves: the canary withdrawn, or the current replaced.
      const leaving = before.remotes.find((r) => r.name === app.name);
      const version = planned.version ?? leaving?.canary?.version ?? leaving?.current?.version;
      appendAudit(registryFile, {
        command,
        remote: app.name,
        version,
        before,
        after: outcome.registry,
      });
    }
    return outcome.message;
  });
  console.log(`${message} (${shown(registryFile)})`);
};

await runCommand(main);
