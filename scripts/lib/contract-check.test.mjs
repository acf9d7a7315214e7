import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from './build.mjs';
import { checkRemoteBuild } from './contract-check.mjs';
import {
  buildContractVariant,
  buildIncompatibleRemote,
  CONTRACT_VARIANTS,
  INCOMPATIBLE_DIR,
  NEXT_CONTRACTS_MAJOR,
} from './incompatible-remote.mjs';
import { root } from './suite.mjs';

const dist = path.join(root, 'mfe-plans/dist');

/** A copy of the real build's manifest (with its remote entry and fingerprint), changed by `edit`. */
const doctored = (edit) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  edit(manifest);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const file of ['remoteEntry.js', 'contract-fingerprint.json'])
    copyFileSync(path.join(dist, file), path.join(dir, file));
  return dir;
};

const sharedEntry = (manifest, name) => manifest.shared.find((s) => s.name === name);

describe('checkRemoteBuild', () => {
  // Real builds of mfe-plans (rebuilt only when their inputs changed): the suite's and the incompatible one.
  beforeAll(async () => {
    await buildIfStale('mfe-plans');
    await buildIncompatibleRemote();
    await buildContractVariant('droppedField');
    await buildContractVariant('optionalField');
  }, 600_000);

  it('passes the real build of mfe-plans, by package or federation name', async () => {
    expect(await checkRemoteBuild({ remote: 'mfe-plans', distDir: dist })).toEqual({
      ok: true,
      problems: [],
    });
    expect(await checkRemoteBuild({ remote: 'mfe_plans', distDir: dist })).toEqual({
      ok: true,
      problems: [],
    });
  });

  it('refuses a build against the next major of shared-contracts', async () => {
    const result = await checkRemoteBuild({
      remote: 'mfe-plans',
      distDir: path.join(root, 'mfe-plans', INCOMPATIBLE_DIR),
    });
    expect(result).toEqual({
      ok: false,
      problems: [`it was built against shared-contracts ${NEXT_CONTRACTS_MAJOR}; the host accepts ^0.1.0`],
    });
  });

  it('refuses a build whose event schema dropped a field though no version changed, naming the field', async () => {
    const distDir = path.join(root, 'mfe-plans', CONTRACT_VARIANTS.droppedField.dir);
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
    const real = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.shared.map((s) => [s.name, s.version])).toEqual(
      real.shared.map((s) => [s.name, s.version]),
    );
    expect(await checkRemoteBuild({ remote: 'mfe-plans', distDir })).toEqual({
      ok: false,
      problems: ['event plans:pin-toggled: planId is missing (the host requires it)'],
    });
  });

  it('passes a build whose event schema only gained an optional field', async () => {
    const distDir = path.join(root, 'mfe-plans', CONTRACT_VARIANTS.optionalField.dir);
    // The manifest keeps a hash per contract; the schemas are in the fingerprint file it names.
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
    const fingerprint = JSON.parse(readFileSync(path.join(distDir, manifest.contracts.file), 'utf8'));
    expect(fingerprint.events['plans:fetched'].schema.properties.fetchedFrom).toEqual({
      type: 'string',
    });
    expect(await checkRemoteBuild({ remote: 'mfe-plans', distDir })).toEqual({ ok: true, problems: [] });
  });

  it('refuses a build that records no contract fingerprint', async () => {
    const dir = doctored((m) => {
      delete m.contracts;
    });
    expect((await checkRemoteBuild({ remote: 'mfe-plans', distDir: dir })).problems).toEqual([
      "it records no contract fingerprint (build it again with this tree's tooling)",
    ]);
  });

  it('the release command refuses that build and leaves the registry as it was', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'contract-release-'));
    const registryFile = path.join(work, 'remotes.json');
    const registry = `${JSON.stringify({ remotes: [{ name: 'mfe_plans', entry: 'http://localhost:3002/mf-manifest.json' }] })}\n`;
    writeFileSync(registryFile, registry);
    const from = path.join(root, 'mfe-plans', INCOMPATIBLE_DIR);
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/release.mjs'), 'release', 'mfe-plans', '--from', from],
      {
        env: { ...process.env, REMOTES_FILE: registryFile, RELEASES_DIR: path.join(work, 'releases') },
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('fails the release checks');
    expect(result.stderr).toContain(`built against shared-contracts ${NEXT_CONTRACTS_MAJOR}`);
    expect(readFileSync(registryFile, 'utf8')).toBe(registry);
    expect(existsSync(path.join(work, 'releases'))).toBe(false);
  });

  it('refuses a build released as another remote', async () => {
    const result = await checkRemoteBuild({ remote: 'mfe-member', distDir: dist });
    expect(result.problems).toEqual(['the build\'s federation name is "mfe_plans", not "mfe_member"']);
  });

  it('refuses a doctored manifest: another React major, a non-singleton, no ./pages, no remote entry', async () => {
    const dir = doctored((m) => {
      Object.assign(sharedEntry(m, 'react'), { version: '20.0.0', requiredVersion: '^20.0.0' });
      sharedEntry(m, 'react-router-dom').singleton = false;
      m.exposes = [];
      m.metaData.remoteEntry.name = 'missingEntry.js';
    });
    expect(await checkRemoteBuild({ remote: 'mfe-plans', distDir: dir })).toEqual({
      ok: false,
      problems: [
        'it does not expose ./pages',
        'it was built against react 20.0.0; the host accepts ^19.0.0',
        'it requires react ^20.0.0; the host accepts ^19.0.0',
        'it shares react-router-dom but not as a singleton',
        `its remote entry missingEntry.js is not in ${dir}`,
      ],
    });
  });

  it('refuses a manifest that does not share React at all', async () => {
    const dir = doctored((m) => {
      m.shared = m.shared.filter((s) => s.name !== 'react');
    });
    expect((await checkRemoteBuild({ remote: 'mfe-plans', distDir: dir })).problems).toEqual([
      'it does not share react',
    ]);
  });

  it('says what is wrong with a folder that is no build, or an unknown remote', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
    expect(await checkRemoteBuild({ remote: 'mfe-plans', distDir: empty })).toEqual({
      ok: false,
      problems: [`${empty} has no mf-manifest.json: is it a build of mfe-plans?`],
    });
    writeFileSync(path.join(empty, 'mf-manifest.json'), '{ not json');
    const broken = await checkRemoteBuild({ remote: 'mfe-plans', distDir: empty });
    expect(broken.ok).toBe(false);
    expect(broken.problems[0]).toMatch(/mf-manifest\.json is not readable JSON/);
    expect((await checkRemoteBuild({ remote: 'mfe-plan', distDir: dist })).problems).toEqual([
      '"mfe-plan" is not a remote of this suite (mfe-onboarding, mfe-plans, mfe-providers, mfe-member)',
    ]);
  });
});
