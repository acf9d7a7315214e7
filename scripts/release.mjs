// Versioned delivery of a remote (docs/releasing.md). Only the registry changes (and, for `release`, a
// new folder on the release CDN); the shell is never rebuilt.
//
//   npm run release -- mfe-plans [--from mfe-plans/dist] [--canary 50] [--version 1.4.0] [--skip-check]
//   npm run promote -- mfe-plans [--skip-check]
//   npm run rollback -- mfe-plans
//
// The registry is REMOTES_FILE (default shell/remotes.local.json), its audit trail and lock beside it;
// releases go to RELEASES_DIR (default releases/) and are served at CDN_BASE (default
// http://localhost:3006). `release` and `promote` first try the version in a browser against the running
// suite (scripts/lib/synthetic-check.mjs).
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

const USAGE = `usage: node scripts/release.mjs release <remote> [--from <dist folder>] [--canary <1-100>] [--version <version>] [--skip-check]
       node scripts/release.mjs promote <remote> [--skip-check]
       node scripts/release.mjs rollback <remote>`;

/** Paths given on the command line are relative to where the command was typed (npm run moves to the root). */
const fromCwd = (p) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const shown = (file) => (file.startsWith(`${root}${path.sep}`) ? path.relative(root, file) : file);

/**
 * The synthetic check of a candidate, unless skipped (a registry no running suite serves); a failure
 * refuses the command before the registry is touched.
 * @returns {Promise<'passed' | 'skipped'>}
 */
const tryInBrowser = async ({ app, version, entry, registryFile, skip }) => {
  if (skip) {
    console.warn(
      `${app.pkg} ${version}: the synthetic check is skipped (--skip-check); it is recorded as such.`,
    );
    return 'skipped';
  }
  // Loaded only here: a browser driver and the route table are no business of a rollback's.
  const { syntheticCheck } = await import('./lib/synthetic-check.mjs');
  const result = await syntheticCheck({ remote: app.name, entry, registryFile });
  if (!result.ok) {
    throw new ReleaseError(
      `${app.pkg} ${version} fails the synthetic check; the registry is unchanged:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
  console.log(`${app.pkg} ${version} passed the synthetic check (${result.checked.join(', ')})`);
  return 'passed';
};

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
  const checked = await tryInBrowser({ app, version, entry, registryFile, skip: values['skip-check'] });
  return { version, change, check: checked };
};

const promote = async (app, values, registryFile) => {
  const { canary } = readRegistryFile(registryFile).remotes.find((r) => r.name === app.name) ?? {};
  withPromotion(readRegistryFile(registryFile), app.name);
  const checked = await tryInBrowser({ app, ...canary, registryFile, skip: values['skip-check'] });
  const change = (registry) => {
    const now = registry.remotes.find((r) => r.name === app.name)?.canary;
    if (now?.version !== canary.version)
      throw new ReleaseError(
        `${app.name}'s canary changed to ${now?.version ?? 'none'} while ${canary.version} was being checked: nothing promoted.`,
      );
    return withPromotion(registry, app.name);
  };
  return { version: canary.version, change, check: checked };
};

const main = async () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      canary: { type: 'string' },
      version: { type: 'string' },
      'skip-check': { type: 'boolean' },
    },
  });
  const [command, name, ...rest] = positionals;
  if (!command || !name || rest.length) throw new ReleaseError(USAGE);
  if (command !== 'release' && (values.from || values.canary || values.version)) {
    throw new ReleaseError(`${command} takes only the remote's name.\n${USAGE}`);
  }
  if (command === 'rollback' && values['skip-check']) {
    throw new ReleaseError(`rollback returns to a version already served and checks nothing.\n${USAGE}`);
  }
  const app = remoteApp(name);
  const registryFile = path.resolve(root, process.env.REMOTES_FILE ?? 'shell/remotes.local.json');
  let planned;
  if (command === 'release') planned = await release(app, values, registryFile);
  else if (command === 'promote') planned = await promote(app, values, registryFile);
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
        check: planned.check,
        before,
        after: outcome.registry,
      });
    }
    return outcome.message;
  });
  console.log(`${message} (${shown(registryFile)})`);
};

await runCommand(main);
