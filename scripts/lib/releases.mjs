// Versioned delivery (docs/releasing.md): a remote's build is copied once under an immutable versioned
// path of the release CDN, and the registry's `current`, `previous` and `canary` of that remote are the
// only thing `release`, `promote` and `rollback` change. The transitions are plain functions of the
// registry; the file steps (publishing a folder, writing the registry) are atomic renames.
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { tsImport } from 'tsx/esm/api';
import { defaultRegistry, REMOTE_APPS, root } from './suite.mjs';

const { remoteRegistrySchema } = await tsImport('../../shared-contracts/src/config.ts', import.meta.url);

/** A refusal with a message for the person releasing (exit 1, nothing changed). */
export class ReleaseError extends Error {}

/** Runs a command's `main`: a refusal is printed with exit code 1; anything else is a bug and throws. */
export const runCommand = async (main) => {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`refused: ${error.message}`);
    process.exitCode = 1;
  }
};

/** The version a plain `entry` becomes when a remote's first release moves it to `previous`. */
export const UNVERSIONED = 'unversioned';
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
/** Files a build folder holds that are not part of the build. */
const NOT_BUILD = /(^|\/)\.build-stamp$/;
/** Precompressed copies: derived from the files beside them, so not hashed (they are copied). */
const DERIVED = /\.(gz|br)$/;

/** A remote of the suite by its package name (`mfe-plans`) or federation name (`mfe_plans`). */
export const remoteApp = (name) => {
  const app = REMOTE_APPS.find((r) => r.pkg === name || r.name === name);
  if (!app) {
    throw new ReleaseError(
      `There is no remote ${JSON.stringify(name)}; the remotes are ${REMOTE_APPS.map((r) => r.pkg).join(', ')}.`,
    );
  }
  return app;
};

const describe = (release) => (release.version === UNVERSIONED ? release.entry : release.version);

const findRemote = (registry, name) => {
  const index = registry.remotes.findIndex((r) => r.name === name);
  if (index < 0) throw new ReleaseError(`The registry has no remote ${name}.`);
  return index;
};

/** The registry with one remote replaced, its keys in reading order and the absent ones left out. */
const replaceRemote = (registry, index, { name, entry, current, previous, canary }) => ({
  ...registry,
  remotes: registry.remotes.map((remote, i) =>
    i === index
      ? Object.fromEntries(Object.entries({ name, entry, current, previous, canary }).filter(([, v]) => v))
      : remote,
  ),
});

/**
 * `release`: with `canaryPercent`, the new version becomes the canary for that share of visitors;
 * without, it becomes current and the old current becomes previous.
 * @param {{ remotes: object[] }} registry
 * @param {string} name federation name
 * @param {{ version: string, entry: string }} release
 * @param {{ canaryPercent?: number }} [options]
 * @returns {{ registry: { remotes: object[] }, message: string }}
 */
export const withRelease = (registry, name, release, { canaryPercent } = {}) => {
  const index = findRemote(registry, name);
  const remote = registry.remotes[index];
  const current = remote.current ?? { version: UNVERSIONED, entry: remote.entry };
  if (canaryPercent !== undefined) {
    if (!Number.isInteger(canaryPercent) || canaryPercent < 1 || canaryPercent > 100) {
      throw new ReleaseError(
        `The canary percent must be a whole number from 1 to 100, not ${canaryPercent}.`,
      );
    }
    if (!remote.current) {
      throw new ReleaseError(
        `${name} has no released version yet (it is served from ${remote.entry}): release one for everyone before a canary.`,
      );
    }
    if (remote.current.version === release.version) {
      throw new ReleaseError(
        `${release.version} is already ${name}'s current version; a canary of it would change nothing.`,
      );
    }
    const replaced =
      remote.canary && remote.canary.version !== release.version
        ? ` (replacing canary ${remote.canary.version})`
        : '';
    return {
      registry: replaceRemote(registry, index, { ...remote, canary: { ...release, percent: canaryPercent } }),
      message: `${name}: ${release.version} is the canary for ${canaryPercent}% of visitors${replaced}; current stays ${describe(current)}.`,
    };
  }
  if (remote.canary) {
    throw new ReleaseError(
      `${name} has canary ${remote.canary.version} at ${remote.canary.percent}%: promote it or roll it back before releasing another version.`,
    );
  }
  if (current.version === release.version) {
    return {
      registry,
      message: `${name}: ${release.version} is already current; the registry is unchanged.`,
    };
  }
  return {
    registry: replaceRemote(registry, index, { name, current: release, previous: current }),
    message: `${name}: ${release.version} is current for everyone; previous is ${describe(current)}.`,
  };
};

/** `promote`: the canary becomes current for everyone, the old current becomes previous. */
export const withPromotion = (registry, name) => {
  const index = findRemote(registry, name);
  const remote = registry.remotes[index];
  if (!remote.canary) throw new ReleaseError(`${name} has no canary to promote.`);
  const { percent: _percent, ...canary } = remote.canary;
  return {
    registry: replaceRemote(registry, index, { name, current: canary, previous: remote.current }),
    message: `${name}: ${canary.version} is current for everyone; previous is ${describe(remote.current)}.`,
  };
};

/**
 * `rollback` undoes the latest step: a canary is dropped (its visitors go back to current); with no
 * canary, previous becomes current again (a plain entry comes back as the plain entry it was).
 */
export const withRollback = (registry, name) => {
  const index = findRemote(registry, name);
  const remote = registry.remotes[index];
  if (remote.canary) {
    return {
      registry: replaceRemote(registry, index, { ...remote, canary: undefined }),
      message: `${name}: canary ${remote.canary.version} withdrawn; everyone is on ${describe(remote.current)}.`,
    };
  }
  if (!remote.previous) {
    throw new ReleaseError(
      `${name} has no canary and no previous version: there is nothing to roll back to.`,
    );
  }
  const back =
    remote.previous.version === UNVERSIONED
      ? { name, entry: remote.previous.entry }
      : { name, current: remote.previous };
  return {
    registry: replaceRemote(registry, index, back),
    message: `${name}: rolled back from ${describe(remote.current)} to ${describe(remote.previous)} for everyone.`,
  };
};

const filesOf = (dir, base = dir, out = []) => {
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) filesOf(full, base, out);
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
};

/** sha256 of a build folder: every file's path and content (not the build stamp, not the .gz/.br copies). */
export const contentHash = (dir) => {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    if (NOT_BUILD.test(file) || DERIVED.test(file)) continue;
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
};

/**
 * The version a build is released under: the one given, or `<package version>-<content hash>`.
 * @param {{ pkg: string, distDir: string, version?: string }} input
 * @returns {{ version: string, hash: string }}
 */
export const releaseVersion = ({ pkg, distDir, version }) => {
  if (!existsSync(distDir) || !statSync(distDir).isDirectory()) {
    throw new ReleaseError(`There is no build at ${distDir} (build it with npm run build).`);
  }
  const hash = contentHash(distDir);
  const packageVersion = JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;
  const chosen = version ?? `${packageVersion}-${hash.slice(0, 10)}`;
  if (!VERSION.test(chosen)) {
    throw new ReleaseError(
      `${JSON.stringify(chosen)} is not a version: letters, digits, ".", "_" and "-", at most 64.`,
    );
  }
  return { version: chosen, hash };
};

/**
 * Copies a build into `<releasesDir>/<pkg>/<version>/` once: the same content again is a no-op, other
 * content under a released version is refused. The copy is made beside the target under a dot-name
 * (never served) and renamed into place, so the CDN never serves half a release.
 * @param {{ pkg: string, distDir: string, releasesDir: string, version: string, hash: string }} input
 * @returns {{ dir: string, copied: boolean }}
 */
export const publishRelease = ({ pkg, distDir, releasesDir, version, hash }) => {
  const dir = path.join(releasesDir, pkg, version);
  const sameAsReleased = () => {
    if (contentHash(dir) === hash) return { dir, copied: false };
    throw new ReleaseError(
      `${pkg} ${version} is already released with other content, and a released version never changes: release this build under a new version.`,
    );
  };
  if (existsSync(dir)) return sameAsReleased();
  const staging = path.join(releasesDir, pkg, `.staging-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(distDir, staging, {
    recursive: true,
    filter: (src) => !NOT_BUILD.test(src.split(path.sep).join('/')),
  });
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Released by someone else meanwhile: fine when it is the same build.
    if (existsSync(dir)) return sameAsReleased();
    throw error;
  }
  return { dir, copied: true };
};

/** The registry file, validated; the suite's default registry when there is no file yet. */
export const readRegistryFile = (file) => {
  const raw = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : defaultRegistry();
  const parsed = remoteRegistrySchema.safeParse(raw);
  if (!parsed.success) {
    throw new ReleaseError(
      `${file} is not a valid registry: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
};

/** Writes the registry whole or not at all (temp file + rename), after validating it. */
export const writeRegistryFile = (file, registry) => {
  const valid = remoteRegistrySchema.parse(registry);
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temp, `${JSON.stringify(valid, null, 2)}\n`);
  renameSync(temp, file);
};

/** How long a registry change waits for another one to finish before it gives up (RELEASE_LOCK_WAIT_MS). */
const lockWaitMs = () => Number(process.env.RELEASE_LOCK_WAIT_MS ?? 30_000);
const LOCK_RETRY_MS = 250;

/**
 * Runs `change` (read the registry, work out the new one, write it) while holding the registry's lock, a
 * lock file beside it (`<registry>.lock`), so two release, promote or rollback commands never both read
 * the same registry and the later write loses the earlier change. The second waits for the first, up to
 * RELEASE_LOCK_WAIT_MS, then fails with a message. A lock left by a command that died is taken over once
 * it is stale (not refreshed for 10 s). In production: a conditional write (docs/releasing.md).
 * @template T
 * @param {string} registryFile
 * @param {() => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export const withRegistryLock = async (registryFile, change) => {
  const wait = lockWaitMs();
  let unlock;
  try {
    unlock = await lockfile.lock(registryFile, {
      realpath: false,
      lockfilePath: `${registryFile}.lock`,
      stale: 10_000,
      retries: {
        retries: Math.ceil(wait / LOCK_RETRY_MS),
        factor: 1,
        minTimeout: LOCK_RETRY_MS,
        maxTimeout: LOCK_RETRY_MS,
      },
    });
  } catch (error) {
    if (error.code !== 'ELOCKED') throw error;
    throw new ReleaseError(
      `Another release, promote or rollback is changing ${registryFile} (its lock ${registryFile}.lock is held) and did not finish within ${Math.round(wait / 1000)} s: try again once it has.`,
    );
  }
  try {
    return await change();
  } finally {
    await unlock();
  }
};

/** The audit trail of a registry: one JSON line per change, beside it (`remotes.local.json` → `remotes.local.audit.jsonl`). */
export const auditFile = (registryFile) => registryFile.replace(/(\.json)?$/, '.audit.jsonl');

/** Who made a change: RELEASED_BY (CI sets it to the person or pipeline), else the system user. */
export const releasedBy = () => process.env.RELEASED_BY || userInfo().username;

/** A remote's versions, as the audit trail records them before and after a change. */
const versionsOf = (registry, name) => {
  const remote = registry.remotes.find((r) => r.name === name);
  if (!remote) return null;
  return Object.fromEntries(
    Object.entries({
      entry: remote.entry,
      current: remote.current?.version,
      previous: remote.previous?.version,
      canary: remote.canary && `${remote.canary.version} (${remote.canary.percent}%)`,
    }).filter(([, v]) => v),
  );
};

/**
 * Appends one change to the audit trail: who, when, which command on which remote and version, and the
 * remote's versions from → to; for a release or promotion, its synthetic check (passed, skipped, or
 * refused with its problems, the registry then unchanged). Written by the command holding the lock, so
 * lines never interleave.
 * @param {string} registryFile
 * @param {{ command: string, remote: string, version?: string, before: { remotes: object[] }, after: { remotes: object[] }, check?: { result: 'passed' | 'skipped' | 'refused' } }} change
 */
export const appendAudit = (registryFile, { command, remote, version, before, after, check }) => {
  const line = {
    at: new Date().toISOString(),
    by: releasedBy(),
    command,
    remote,
    ...(version ? { version } : {}),
    from: versionsOf(before, remote),
    to: versionsOf(after, remote),
    ...(check ? { check } : {}),
  };
  appendFileSync(auditFile(registryFile), `${JSON.stringify(line)}\n`);
};

/** The audit trail's lines (none when there is no trail yet). */
export const readAudit = (registryFile) => {
  const file = auditFile(registryFile);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
};
