import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { tsImport } from 'tsx/esm/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  auditFile,
  contentHash,
  publishRelease,
  ReleaseError,
  releaseVersion,
  withPromotion,
  withRelease,
  withRollback,
  writeRegistryFile,
} from './releases.mjs';
import { root } from './suite.mjs';

const { CONTRACTS_VERSION } = await tsImport('../../shared-contracts/src/compatibility.ts', import.meta.url);
const { contractJson } = await tsImport(
  '../../shared-contracts/src/contract-fingerprint.ts',
  import.meta.url,
);

/** The fingerprint of a build against this tree's contracts (hashes matter to browser hosts only). */
const json = contractJson(['plans:fetched']);
const part = (schema) => ({ hash: 'test', schema });
const FINGERPRINT = {
  events: Object.fromEntries(Object.entries(json.events).map(([name, schema]) => [name, part(schema)])),
  hostContext: part(json.hostContext),
  pageProps: part(json.pageProps),
};
const CONTRACTS = {
  file: 'contract-fingerprint.json',
  events: Object.fromEntries(Object.keys(FINGERPRINT.events).map((name) => [name, 'test'])),
  hostContext: 'test',
  pageProps: 'test',
};

/** The singletons a build must share for the release checks (scripts/lib/contract-check.mjs). */
const SHARED = [
  { name: 'shared-contracts', version: CONTRACTS_VERSION, singleton: true },
  { name: 'react', version: '19.2.0', singleton: true },
  { name: 'react-dom', version: '19.2.0', singleton: true },
];

const cdn = (version) => `https://cdn.example/mfe-plans/${version}/mf-manifest.json`;
const release = (version) => ({ version, entry: cdn(version) });
const onboarding = { name: 'mfe_onboarding', entry: 'http://localhost:3001/mf-manifest.json' };
const plain = {
  remotes: [onboarding, { name: 'mfe_plans', entry: 'http://localhost:3002/mf-manifest.json' }],
};
const plans = (registry) => registry.remotes.find((r) => r.name === 'mfe_plans');

describe('registry transitions', () => {
  it('release: the first version of a plain remote becomes current and the plain entry previous', () => {
    const { registry } = withRelease(plain, 'mfe_plans', release('1.0.0'));
    expect(plans(registry)).toEqual({
      name: 'mfe_plans',
      current: release('1.0.0'),
      previous: { version: 'unversioned', entry: 'http://localhost:3002/mf-manifest.json' },
    });
    expect(registry.remotes[0]).toBe(onboarding);
  });

  it('release: a new version moves current to previous; the current version again changes nothing', () => {
    const one = withRelease(plain, 'mfe_plans', release('1.0.0')).registry;
    const two = withRelease(one, 'mfe_plans', release('2.0.0')).registry;
    expect(plans(two)).toEqual({ name: 'mfe_plans', current: release('2.0.0'), previous: release('1.0.0') });
    expect(withRelease(two, 'mfe_plans', release('2.0.0')).registry).toBe(two);
  });

  it('release --canary sets the canary beside current and previous, which stay', () => {
    const one = withRelease(plain, 'mfe_plans', release('1.0.0')).registry;
    const { registry, message } = withRelease(one, 'mfe_plans', release('1.1.0'), { canaryPercent: 50 });
    expect(plans(registry)).toEqual({ ...plans(one), canary: { ...release('1.1.0'), percent: 50 } });
    expect(message).toContain('50%');
  });

  it('refuses a canary with no current release, of the current version, or outside 1..100', () => {
    expect(() => withRelease(plain, 'mfe_plans', release('1.1.0'), { canaryPercent: 50 })).toThrow(
      /no released version yet/,
    );
    const one = withRelease(plain, 'mfe_plans', release('1.0.0')).registry;
    expect(() => withRelease(one, 'mfe_plans', release('1.0.0'), { canaryPercent: 5 })).toThrow(/already/);
    for (const percent of [0, 101, 2.5]) {
      expect(() => withRelease(one, 'mfe_plans', release('1.1.0'), { canaryPercent: percent })).toThrow(
        ReleaseError,
      );
    }
  });

  it('refuses a release for everyone while a canary is out', () => {
    const one = withRelease(plain, 'mfe_plans', release('1.0.0')).registry;
    const canary = withRelease(one, 'mfe_plans', release('1.1.0'), { canaryPercent: 10 }).registry;
    expect(() => withRelease(canary, 'mfe_plans', release('1.2.0'))).toThrow(/promote it or roll it back/);
  });

  it('promote: the canary becomes current for everyone and the old current previous', () => {
    const one = withRelease(plain, 'mfe_plans', release('1.0.0')).registry;
    const canary = withRelease(one, 'mfe_plans', release('1.1.0'), { canaryPercent: 10 }).registry;
    expect(plans(withPromotion(canary, 'mfe_plans').registry)).toEqual({
      name: 'mfe_plans',
      current: release('1.1.0'),
      previous: release('1.0.0'),
    });
    expect(() => withPromotion(one, 'mfe_plans')).toThrow(/no canary to promote/);
  });

  it('rollback withdraws a canary first, then goes back to previous, then to the plain entry', () => {
    const one = withRelease(plain, 'mfe_plans', release('1.0.0')).registry;
    const two = withRelease(one, 'mfe_plans', release('2.0.0')).registry;
    const canary = withRelease(two, 'mfe_plans', release('2.1.0'), { canaryPercent: 50 }).registry;
    const withdrawn = withRollback(canary, 'mfe_plans').registry;
    expect(withdrawn).toEqual(two);
    const back = withRollback(withdrawn, 'mfe_plans').registry;
    expect(plans(back)).toEqual({ name: 'mfe_plans', current: release('1.0.0') });
    expect(() => withRollback(back, 'mfe_plans')).toThrow(/nothing to roll back to/);
    expect(withRollback(one, 'mfe_plans').registry).toEqual(plain);
  });

  it('names an unknown remote', () => {
    expect(() => withRollback(plain, 'mfe_nope')).toThrow('The registry has no remote mfe_nope.');
  });
});

/** A small real build folder: what the release checks read, plus a chunk. */
const fakeBuild = (dir, { name = 'mfe_plans', exposes = ['./pages'], chunk = 'one' } = {}) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: SHARED,
      exposes: exposes.map((p) => ({ path: p })),
      contracts: CONTRACTS,
    }),
  );
  writeFileSync(path.join(dir, CONTRACTS.file), JSON.stringify(FINGERPRINT));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_plans;');
  writeFileSync(path.join(dir, 'pages.0123abcd.js'), chunk);
  writeFileSync(path.join(dir, '.build-stamp'), String(Math.random()));
  return dir;
};

describe('publishing a build', () => {
  let work;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'release-test-'));
  });
  afterEach(() => spawnSync('rm', ['-rf', work]));

  it('names a version by package version and content, and ignores the build stamp', () => {
    const a = fakeBuild(path.join(work, 'a'));
    const b = fakeBuild(path.join(work, 'b'));
    const c = fakeBuild(path.join(work, 'c'), { chunk: 'two' });
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).not.toBe(contentHash(c));
    const { version } = releaseVersion({ pkg: 'mfe-plans', distDir: a });
    const pkgVersion = JSON.parse(readFileSync(path.join(root, 'mfe-plans/package.json'), 'utf8')).version;
    expect(version).toBe(`${pkgVersion}-${contentHash(a).slice(0, 10)}`);
    expect(() => releaseVersion({ pkg: 'mfe-plans', distDir: a, version: '../x' })).toThrow(
      /is not a version/,
    );
  });

  it('copies a version once; the same content again is a no-op, other content is refused', () => {
    const releasesDir = path.join(work, 'releases');
    const a = fakeBuild(path.join(work, 'a'));
    const first = publishRelease({
      pkg: 'mfe-plans',
      distDir: a,
      releasesDir,
      ...releaseVersion({ pkg: 'mfe-plans', distDir: a, version: '1.0.0' }),
    });
    expect(first.copied).toBe(true);
    expect(readFileSync(path.join(releasesDir, 'mfe-plans/1.0.0/pages.0123abcd.js'), 'utf8')).toBe('one');
    const again = fakeBuild(path.join(work, 'again'));
    expect(
      publishRelease({
        pkg: 'mfe-plans',
        distDir: again,
        releasesDir,
        ...releaseVersion({ pkg: 'mfe-plans', distDir: again, version: '1.0.0' }),
      }).copied,
    ).toBe(false);
    const other = fakeBuild(path.join(work, 'other'), { chunk: 'two' });
    expect(() =>
      publishRelease({
        pkg: 'mfe-plans',
        distDir: other,
        releasesDir,
        ...releaseVersion({ pkg: 'mfe-plans', distDir: other, version: '1.0.0' }),
      }),
    ).toThrow(/already released with other content/);
    expect(readFileSync(path.join(releasesDir, 'mfe-plans/1.0.0/pages.0123abcd.js'), 'utf8')).toBe('one');
  });

  it('writes the registry whole, and never an invalid one', () => {
    const file = path.join(work, 'remotes.json');
    writeRegistryFile(file, plain);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(plain);
    expect(() => writeRegistryFile(file, { remotes: [{ name: 'mfe_plans' }] })).toThrow();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(plain);
  });
});

// Each case runs the command as a new Node process (several per case): generous time on a busy machine.
describe('scripts/release.mjs', { timeout: 180_000 }, () => {
  let work;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
  });
  afterEach(() => spawnSync('rm', ['-rf', work]));

  const env = () => ({
    ...process.env,
    REMOTES_FILE: path.join(work, 'remotes.json'),
    RELEASES_DIR: path.join(work, 'releases'),
    CDN_BASE: 'https://cdn.example',
    RELEASED_BY: 'release-test',
  });
  const run = (...args) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/release.mjs'), ...args], {
      env: env(),
      encoding: 'utf8',
    });
  const registry = () => JSON.parse(readFileSync(path.join(work, 'remotes.json'), 'utf8'));

  it('releases, canaries, promotes and rolls back, changing only the registry and the releases folder', () => {
    const v1 = fakeBuild(path.join(work, 'v1'));
    const v2 = fakeBuild(path.join(work, 'v2'), { chunk: 'two' });
    writeRegistryFile(path.join(work, 'remotes.json'), plain);
    expect(run('release', 'mfe-plans', '--from', v1, '--version', '1.0.0', '--skip-check').status).toBe(0);
    const canary = run('release', 'mfe_plans', '--from', v2, '--canary', '50', '--skip-check');
    expect(canary.status).toBe(0);
    const v2Version = plans(registry()).canary.version;
    expect(plans(registry()).canary).toEqual({ version: v2Version, entry: cdn(v2Version), percent: 50 });
    expect(readFileSync(path.join(work, 'releases/mfe-plans', v2Version, 'pages.0123abcd.js'), 'utf8')).toBe(
      'two',
    );
    expect(run('promote', 'mfe-plans', '--skip-check').status).toBe(0);
    expect(plans(registry())).toEqual({
      name: 'mfe_plans',
      current: release(v2Version),
      previous: release('1.0.0'),
    });
    expect(run('rollback', 'mfe-plans').status).toBe(0);
    expect(plans(registry())).toEqual({ name: 'mfe_plans', current: release('1.0.0') });
  });

  it('refuses a build that fails the release checks, with the problems, and changes nothing', () => {
    writeRegistryFile(path.join(work, 'remotes.json'), plain);
    const bad = fakeBuild(path.join(work, 'bad'), { name: 'mfe_member' });
    const result = run('release', 'mfe-plans', '--from', bad);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('fails the release checks');
    expect(result.stderr).toContain('not "mfe_plans"');
    expect(registry()).toEqual(plain);
  });

  it('refuses to expose a version when no suite answers to try it in: a plain message, nothing published, the refusal in the audit trail', () => {
    writeRegistryFile(path.join(work, 'remotes.json'), plain);
    const v1 = fakeBuild(path.join(work, 'v1'));
    // Nothing listens on port 9 (discard): no suite, whatever else this machine runs.
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/release.mjs'), 'release', 'mfe-plans', '--from', v1, '--version', '1.0.0'],
      { env: { ...env(), RELEASE_CHECK_SHELL: 'http://127.0.0.1:9' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /mfe-plans 1\.0\.0 fails the synthetic check \([\d.]+ s\); the registry is unchanged/,
    );
    expect(result.stderr).toContain(
      'no running suite to try it in: nothing answers for the shell at http://127.0.0.1:9',
    );
    expect(result.stderr).toContain('--skip-check');
    expect(registry()).toEqual(plain);
    expect(existsSync(path.join(work, 'releases/mfe-plans/1.0.0'))).toBe(false);
    const [line] = readFileSync(auditFile(path.join(work, 'remotes.json')), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(line)).toMatchObject({
      command: 'release',
      version: '1.0.0',
      from: { entry: 'http://localhost:3002/mf-manifest.json' },
      to: { entry: 'http://localhost:3002/mf-manifest.json' },
      check: { result: 'refused', problems: [expect.stringContaining('no running suite')] },
    });
  });

  it('records every registry change in the audit trail beside the registry: who, when, what, from → to', () => {
    const v1 = fakeBuild(path.join(work, 'v1'));
    writeRegistryFile(path.join(work, 'remotes.json'), plain);
    expect(run('release', 'mfe-plans', '--from', v1, '--version', '1.0.0', '--skip-check').status).toBe(0);
    expect(run('rollback', 'mfe-plans').status).toBe(0);
    expect(run('rollback', 'mfe-plans').status).toBe(1);
    const lines = readFileSync(auditFile(path.join(work, 'remotes.json')), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(auditFile(path.join(work, 'remotes.json'))).toBe(path.join(work, 'remotes.audit.jsonl'));
    expect(lines).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        by: 'release-test',
        command: 'release',
        remote: 'mfe_plans',
        version: '1.0.0',
        from: { entry: 'http://localhost:3002/mf-manifest.json' },
        to: { current: '1.0.0', previous: 'unversioned' },
        check: { result: 'skipped' },
      },
      {
        at: expect.any(String),
        by: 'release-test',
        command: 'rollback',
        remote: 'mfe_plans',
        version: '1.0.0',
        from: { current: '1.0.0', previous: 'unversioned' },
        to: { entry: 'http://localhost:3002/mf-manifest.json' },
      },
    ]);
  });

  it('two releases of different remotes started at the same moment both end up in the registry', async () => {
    writeRegistryFile(path.join(work, 'remotes.json'), plain);
    const plansBuild = fakeBuild(path.join(work, 'plans'));
    const onboardingBuild = fakeBuild(path.join(work, 'onboarding'), { name: 'mfe_onboarding' });
    const started = (name, from) =>
      new Promise((resolve) => {
        const child = spawn(
          process.execPath,
          [
            path.join(root, 'scripts/release.mjs'),
            'release',
            name,
            '--from',
            from,
            '--version',
            '1.0.0',
            '--skip-check',
          ],
          { env: env(), stdio: 'ignore' },
        );
        child.on('exit', resolve);
      });
    expect(
      await Promise.all([started('mfe-plans', plansBuild), started('mfe-onboarding', onboardingBuild)]),
    ).toEqual([0, 0]);
    expect(registry().remotes.map((r) => [r.name, r.current?.version])).toEqual([
      ['mfe_onboarding', '1.0.0'],
      ['mfe_plans', '1.0.0'],
    ]);
  });

  it('a change waits for the registry lock, and fails with a clear message when it is not released in time', async () => {
    const file = path.join(work, 'remotes.json');
    writeRegistryFile(file, plain);
    const unlock = await lockfile.lock(file, { realpath: false, lockfilePath: `${file}.lock` });
    try {
      // Not spawnSync: the lock is kept fresh by this process's timers, and a blocked event loop let it go
      // stale (10 s) while a loaded machine was still starting the rollback, which then took it.
      const result = await new Promise((resolve) => {
        const child = spawn(
          process.execPath,
          [path.join(root, 'scripts/release.mjs'), 'rollback', 'mfe-plans'],
          {
            env: { ...env(), RELEASE_LOCK_WAIT_MS: '500' },
          },
        );
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (chunk) => {
          stderr += chunk;
        });
        child.on('close', (status) => resolve({ status, stderr }));
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `Another release, promote or rollback is changing ${file} (its lock ${file}.lock is held) and did not finish within 1 s`,
      );
    } finally {
      await unlock();
    }
    expect(registry()).toEqual(plain);
  });

  it('explains its usage and unknown remotes', () => {
    expect(run('release').stderr).toContain('usage:');
    expect(run('promote', 'mfe-nope').stderr).toContain('There is no remote "mfe-nope"');
  });
});
