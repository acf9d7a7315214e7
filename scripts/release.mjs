// Versioned delivery of a remote (docs/releasing.md). Only the registry changes (and, for `release`, a
// new folder on the release CDN); the shell is never rebuilt.
//
//   npm run release -- mfe-plans [--from mfe-plans/dist] [--canary 50] [--version 1.4.0] [--skip-check]
//   npm run promote -- mfe-plans [--skip-check]
//   npm run rollback -- mfe-plans
//
// The registry is REMOTES_FILE (default shell/remotes.local.json), its audit trail and lock beside it;
// releases go to RELEASES_DIR (default releases/) and are served at CDN_BASE (default
// http://localhost:3006). Before the registry names a new version (or a promoted canary), the synthetic
// check tries it in a browser against the running suite (scripts/lib/synthetic-check.mjs).
import { rmSync } from 'node:fs';
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
 * The synthetic check of a version about to be exposed, or its skipping (`--skip-check`), as the audit
 * line records it. A refusal is recorded too (the registry unchanged) and ends the command.
 */
const tried = async ({ app, version, entry, values, registryFile, command, withdraw = () => {} }) => {
  if (values['skip-check']) {
    console.log(
      `${app.pkg} ${version}: the synthetic check is skipped (--skip-check), as the audit trail records`,
    );
    return { result: 'skipped' };
  }
  // Loaded only here: a rollback (which the check never slows) does not load a browser driver.
  const { syntheticCheck } = await import('./lib/synthetic-check.mjs');
  const outcome = await syntheticCheck({ remote: app.name, entry });
  if (outcome.ok) {
    console.log(`${app.pkg} ${version} passed the synthetic check in ${outcome.seconds} s`);
    return { result: 'passed', pages: outcome.checked, seconds: outcome.seconds };
  }
  withdraw();
  await withRegistryLock(registryFile, () => {
    const registry = readRegistryFile(registryFile);
    appendAudit(registryFile, {
      command,
      remote: app.name,
      version,
      before: registry,
      after: registry,
      check: { result: 'refused', problems: outcome.problems },
    });
  });
  throw new ReleaseError(
    `${app.pkg} ${version} fails the synthetic check (${outcome.seconds} s); the registry is unchanged:\n${outcome.problems.map((p) => `  - ${p}`).join('\n')}`,
  );
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
  const registry = readRegistryFile(registryFile);
  const unchanged = change(registry).registry === registry;
  const published = publishRelease({ pkg: app.pkg, distDir, releasesDir: releasesDir(), version, hash });
  console.log(
    published.copied
      ? `${app.pkg} ${version} published to ${shown(published.dir)}`
      : `${app.pkg} ${version} was already published (same content)`,
  );
  // The version already current for everyone exposes nothing new: no check.
  if (unchanged) return { version, change };
  // A refused build leaves no folder behind that it did not find.
  const withdraw = () => published.copied && rmSync(published.dir, { recursive: true, force: true });
  const tryout = await tried({ app, version, entry, values, registryFile, command: 'release', withdraw });
  return { version, change, check: tryout };
};

const promote = async (app, values, registryFile) => {
  const { canary } = readRegistryFile(registryFile).remotes.find((r) => r.name === app.name) ?? {};
  const change = (registry) => withPromotion(registry, app.name);
  // No canary: the change under the lock refuses it.
  if (!canary) return { change };
  const check = await tried({ app, ...canary, values, registryFile, command: 'promote' });
  return { version: canary.version, change, check };
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
    throw new ReleaseError(`rollback exposes no new version: it has no check to skip.\n${USAGE}`);
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
        before,
        after: outcome.registry,
        ...(planned.check ? { check: planned.check } : {}),
      });
    }
    return outcome.message;
  });
  console.log(`${message} (${shown(registryFile)})`);
};

await runCommand(main);
