// Versioned delivery (docs/releasing.md): a remote's build is copied once under an immutable versioned
// path of the release CDN, and the registry's `current`, `previous` and `canary` of that remote are the
// only thing `release`, `promote` and `rollback` change. The transitions are plain functions of the
// registry; the file steps (publishing a folder, writing the registry) are atomic renames.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { defaultRegistry, REMOTE_APPS, root } from './suite.mjs';

const { remoteRegistrySchema } = await tsImport('../../shared-contracts/src/config.ts', import.meta.url);

/** A refusal with a message for the person releasing (exit 1, nothing changed). */
export class ReleaseError extends Error {}

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
