// `npm run releases -- status [remote]` and `npm run releases -- prune [--keep N]` (docs/releasing.md):
// what each remote serves, who released it and when (from the audit trail), with the contract fingerprint
// each version recorded; and the removal of released versions nothing names any more.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError, readAudit, remoteApp, UNVERSIONED } from './releases.mjs';
import { REMOTE_APPS } from './suite.mjs';

export const DEFAULT_KEEP = 5;

/** A version's fingerprint in short: a digest of its parts' hashes and the events it records. */
export const fingerprintSummary = (releasesDir, pkg, version) => {
  const file = path.join(releasesDir, pkg, version, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const contracts = JSON.parse(readFileSync(file, 'utf8')).contracts;
  if (!contracts) return { digest: 'none recorded', events: [] };
  const hashes = [
    ...Object.entries(contracts.events).map(([name, hash]) => `${name}=${hash}`),
    `hostContext=${contracts.hostContext}`,
    `pageProps=${contracts.pageProps}`,
  ].sort();
  return {
    digest: createHash('sha256').update(hashes.join('\n')).digest('hex').slice(0, 12),
    events: Object.keys(contracts.events).sort(),
  };
};

/** When and by whom a version was last released (or promoted), from the audit trail (not a refusal). */
const releasedIn = (audit, remote, version) => {
  const line = audit.findLast(
    (l) =>
      l.remote === remote &&
      l.version === version &&
      (l.command === 'release' || l.command === 'promote') &&
      l.check?.result !== 'refused',
  );
  return line ? { at: line.at, by: line.by, command: line.command } : null;
};

/**
 * What each remote (or the one named) serves: a plain entry, or its current, previous and canary versions,
 * each with when and by whom it was released and its fingerprint.
 * @param {{ registry: { remotes: object[] }, registryFile: string, releasesDir: string, remote?: string }} input
 */
export const releaseStatus = ({ registry, registryFile, releasesDir, remote }) => {
  const audit = readAudit(registryFile);
  const wanted = remote ? [remoteApp(remote)] : REMOTE_APPS;
  return wanted.map((app) => {
    const entry = registry.remotes.find((r) => r.name === app.name);
    if (!entry) return { remote: app.name, pkg: app.pkg, missing: true };
    if (entry.entry) return { remote: app.name, pkg: app.pkg, entry: entry.entry };
    const described = (release, role) =>
      release && {
        role,
        version: release.version,
        ...(release.percent ? { percent: release.percent } : {}),
        ...(release.version === UNVERSIONED
          ? { entry: release.entry }
          : {
              released: releasedIn(audit, app.name, release.version),
              fingerprint: fingerprintSummary(releasesDir, app.pkg, release.version),
            }),
      };
    return {
      remote: app.name,
      pkg: app.pkg,
      versions: [
        described(entry.current, 'current'),
        described(entry.canary, 'canary'),
        described(entry.previous, 'previous'),
      ].filter(Boolean),
    };
  });
};

/** The status as the command prints it. */
export const formatStatus = (status) =>
  status
    .map((s) => {
      if (s.missing) return `${s.remote}: not in the registry`;
      if (s.entry) return `${s.remote}: unreleased, served from ${s.entry}`;
      const lines = s.versions.map((v) => {
        const share =
          v.role === 'canary'
            ? ` for ${v.percent}% of visitors`
            : v.role === 'current'
              ? ' for everyone else'
              : '';
        if (v.entry) return `  ${v.role.padEnd(8)} ${v.version} (${v.entry})`;
        const who = v.released
          ? `${v.released.command}d ${v.released.at} by ${v.released.by}`
          : 'no audit record';
        const print = v.fingerprint
          ? `fingerprint ${v.fingerprint.digest}${v.fingerprint.events.length ? ` (events ${v.fingerprint.events.join(', ')})` : ''}`
          : 'not in the releases folder';
        return `  ${v.role.padEnd(8)} ${v.version}${share}; ${who}; ${print}`;
      });
      return [`${s.remote}:`, ...lines].join('\n');
    })
    .join('\n');

/** The versions the registry names for a remote (current, previous, canary). */
const namedVersions = (registry, name) => {
  const remote = registry.remotes.find((r) => r.name === name);
  return new Set(
    [remote?.current?.version, remote?.previous?.version, remote?.canary?.version].filter(Boolean),
  );
};

/**
 * Removes each remote's released versions beyond its newest `keep` (by when their folder was published)
 * that the registry does not name. Run under the registry's lock, so no command changes what it names
 * meanwhile; the newest version is always kept, so a release being checked before it is registered is too.
 * @returns {{ pkg: string, removed: string[], kept: string[] }[]}
 */
export const pruneReleases = ({ registry, releasesDir, keep = DEFAULT_KEEP }) => {
  if (!Number.isInteger(keep) || keep < 1)
    throw new ReleaseError(`--keep takes a whole number of versions, at least 1, not ${keep}.`);
  return REMOTE_APPS.filter((app) => existsSync(path.join(releasesDir, app.pkg))).map((app) => {
    const dir = path.join(releasesDir, app.pkg);
    const versions = readdirSync(dir)
      .filter((name) => !name.startsWith('.') && statSync(path.join(dir, name)).isDirectory())
      .map((name) => ({ name, published: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.published - a.published || (a.name < b.name ? 1 : -1))
      .map((v) => v.name);
    const named = namedVersions(registry, app.name);
    const removed = versions.slice(keep).filter((v) => !named.has(v));
    for (const version of removed) rmSync(path.join(dir, version), { recursive: true, force: true });
    return { pkg: app.pkg, removed, kept: versions.filter((v) => !removed.includes(v)) };
  });
};
