import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditFile, writeRegistryFile } from './releases.mjs';
import { root } from './suite.mjs';

const cdn = (pkg, version) => ({ version, entry: `https://cdn.example/${pkg}/${version}/mf-manifest.json` });

/** A releases folder: mfe-plans 1.0.0 … 1.7.0 published in that order, mfe-member 2.0.0 and 2.1.0. */
const publish = (releasesDir) => {
  const published = [
    ...Array.from({ length: 8 }, (_, i) => ['mfe-plans', `1.${i}.0`]),
    ['mfe-member', '2.0.0'],
    ['mfe-member', '2.1.0'],
  ];
  published.forEach(([pkg, version], i) => {
    const dir = path.join(releasesDir, pkg, version);
    mkdirSync(dir, { recursive: true });
    const events = pkg === 'mfe-plans' ? { 'plans:fetched': `f${version}` } : {};
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        contracts: { file: 'contract-fingerprint.json', events, hostContext: 'h', pageProps: 'p' },
      }),
    );
    const when = new Date(Date.UTC(2026, 0, 1 + i));
    utimesSync(dir, when, when);
  });
  // A release being copied (a dot-name) is never a version.
  mkdirSync(path.join(releasesDir, 'mfe-plans', '.staging-1.9.0-123'), { recursive: true });
};

/** The registry names mfe-plans 1.1.0 (canary), 1.2.0 (current) and 1.0.0 (previous): all old ones. */
const registry = {
  remotes: [
    { name: 'mfe_onboarding', entry: 'http://localhost:3001/mf-manifest.json' },
    {
      name: 'mfe_plans',
      current: cdn('mfe-plans', '1.2.0'),
      previous: cdn('mfe-plans', '1.0.0'),
      canary: { ...cdn('mfe-plans', '1.1.0'), percent: 10 },
    },
    { name: 'mfe_providers', entry: 'http://localhost:3003/mf-manifest.json' },
    { name: 'mfe_member', current: cdn('mfe-member', '2.1.0') },
  ],
};

const audit = [
  { at: '2026-01-03T10:00:00.000Z', by: 'ana', command: 'release', remote: 'mfe_plans', version: '1.2.0' },
  { at: '2026-01-04T09:00:00.000Z', by: 'ben', command: 'release', remote: 'mfe_plans', version: '1.1.0' },
  { at: '2026-01-05T08:00:00.000Z', by: 'cy', command: 'release', remote: 'mfe_member', version: '2.1.0' },
];

describe('npm run releases', { timeout: 60_000 }, () => {
  let work;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'releases-cli-'));
    publish(path.join(work, 'releases'));
    writeRegistryFile(path.join(work, 'remotes.json'), registry);
    writeFileSync(
      auditFile(path.join(work, 'remotes.json')),
      audit.map((l) => `${JSON.stringify(l)}\n`).join(''),
    );
  });
  afterEach(() => spawnSync('rm', ['-rf', work]));

  const run = (...args) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/releases.mjs'), ...args], {
      env: {
        ...process.env,
        REMOTES_FILE: path.join(work, 'remotes.json'),
        RELEASES_DIR: path.join(work, 'releases'),
      },
      encoding: 'utf8',
    });
  const versions = (pkg) =>
    readdirSync(path.join(work, 'releases', pkg))
      .filter((v) => !v.startsWith('.'))
      .sort();

  it('status: what each remote serves, who released it and when, and its fingerprint', () => {
    const result = run('status');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe('mfe_onboarding: unreleased, served from http://localhost:3001/mf-manifest.json');
    expect(lines[1]).toBe('mfe_plans:');
    expect(lines[2]).toMatch(
      /^ {2}current {2}1\.2\.0 for everyone else; released 2026-01-03T10:00:00\.000Z by ana; fingerprint [0-9a-f]{12} \(events plans:fetched\)$/,
    );
    expect(lines[3]).toMatch(
      /^ {2}canary {3}1\.1\.0 for 10% of visitors; released 2026-01-04T09:00:00\.000Z by ben; fingerprint [0-9a-f]{12} /,
    );
    expect(lines[4]).toMatch(/^ {2}previous 1\.0\.0; no audit record; fingerprint [0-9a-f]{12} /);
    // Each version's fingerprint is its own.
    expect(new Set(lines.slice(2, 5).map((l) => /fingerprint (\w+)/.exec(l)?.[1])).size).toBe(3);
    expect(run('status', 'mfe-member').stdout).toMatch(
      /^mfe_member:\n {2}current {2}2\.1\.0 for everyone else; released 2026-01-05T08:00:00\.000Z by cy; fingerprint [0-9a-f]{12}\n$/,
    );
  });

  it('status of an unknown remote is refused', () => {
    const result = run('status', 'mfe-nope');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('There is no remote "mfe-nope"');
  });

  it('prune keeps the newest 5 of each remote and every version the registry names', () => {
    const result = run('prune');
    expect(result.status).toBe(0);
    // 1.3.0–1.7.0 are the newest five; 1.0.0–1.2.0 are named by the registry.
    expect(versions('mfe-plans')).toEqual([
      '1.0.0',
      '1.1.0',
      '1.2.0',
      '1.3.0',
      '1.4.0',
      '1.5.0',
      '1.6.0',
      '1.7.0',
    ]);
    expect(result.stdout).toContain('mfe-plans: removed nothing');
    expect(existsSync(path.join(work, 'releases/mfe-plans/.staging-1.9.0-123'))).toBe(true);
  });

  it('prune --keep N removes the older versions nothing names, never a named one', () => {
    const result = run('prune', '--keep', '2');
    expect(result.status).toBe(0);
    expect(versions('mfe-plans')).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.6.0', '1.7.0']);
    expect(result.stdout).toContain('mfe-plans: removed 1.5.0, 1.4.0, 1.3.0');
    expect(versions('mfe-member')).toEqual(['2.0.0', '2.1.0']);
    const member = run('prune', '--keep', '1');
    expect(versions('mfe-member')).toEqual(['2.1.0']);
    expect(member.stdout).toContain('mfe-member: removed 2.0.0; kept 2.1.0');
  });

  it('prune refuses a keep below 1, and removes nothing', () => {
    const result = run('prune', '--keep', '0');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--keep takes a whole number of versions, at least 1, not 0.');
    expect(versions('mfe-plans')).toHaveLength(8);
  });
});
