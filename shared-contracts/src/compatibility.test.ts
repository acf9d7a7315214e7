import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acceptsVersion,
  CONTRACTS_VERSION,
  contractProblems,
  HOST_SINGLETONS,
  IncompatibleRemoteError,
  type RemoteManifest,
  refuseIncompatibleRemotes,
} from './compatibility';

const require = createRequire(import.meta.url);
const installed = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/** A manifest as a remote built from this tree records it. */
const manifest = (): RemoteManifest => ({
  name: 'mfe_plans',
  exposes: [{ name: 'pages', path: './pages' }],
  shared: Object.keys(HOST_SINGLETONS).map((name) => ({
    name,
    version: name === 'shared-contracts' ? CONTRACTS_VERSION : installed(name),
    requiredVersion: name === 'shared-contracts' ? false : `^${installed(name)}`,
    singleton: true,
  })),
});

const withShared = (name: string, change: Partial<NonNullable<RemoteManifest['shared']>[number]>) => {
  const m = manifest();
  m.shared = m.shared!.map((s) => (s.name === name ? { ...s, ...change } : s));
  return m;
};

describe('the host contract', () => {
  it('holds the package version of shared-contracts', () => {
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });

  it.each(Object.keys(HOST_SINGLETONS).filter((n) => n !== 'shared-contracts'))(
    'accepts the %s the suite installs (a major upgrade changes its line here)',
    (name) => {
      expect(acceptsVersion(HOST_SINGLETONS[name]!.accepts, installed(name))).toBe(true);
    },
  );

  it('accepts a version in the same line, older or newer, and refuses another line', () => {
    expect(acceptsVersion('^19.0.0', '19.3.1')).toBe(true);
    expect(acceptsVersion('^19.0.0', '20.0.0')).toBe(false);
    expect(acceptsVersion('^19.0.0', '18.3.1')).toBe(false);
    expect(acceptsVersion('^0.1.0', '0.1.7')).toBe(true);
    expect(acceptsVersion('^0.1.0', '0.2.0')).toBe(false);
    expect(acceptsVersion('^0.1.0', '1.0.0')).toBe(false);
    expect(acceptsVersion('^19.0.0', 'not a version')).toBe(false);
  });

  it('finds nothing wrong with a build of this tree', () => {
    expect(contractProblems('mfe_plans', manifest())).toEqual([]);
  });

  it('names every broken term', () => {
    expect(contractProblems('mfe_member', manifest())).toEqual([
      'the build\'s federation name is "mfe_plans", not "mfe_member"',
    ]);
    expect(contractProblems('mfe_plans', { ...manifest(), exposes: [] })).toEqual([
      'it does not expose ./pages',
    ]);
    expect(contractProblems('mfe_plans', withShared('shared-contracts', { version: '1.0.0' }))).toEqual([
      `it was built against shared-contracts 1.0.0; the host accepts ^0.1.0`,
    ]);
    expect(
      contractProblems('mfe_plans', withShared('react', { version: '20.0.0', requiredVersion: '^20.0.0' })),
    ).toEqual([
      'it was built against react 20.0.0; the host accepts ^19.0.0',
      'it requires react ^20.0.0; the host accepts ^19.0.0',
    ]);
    expect(contractProblems('mfe_plans', withShared('xstate', { singleton: false }))).toEqual([
      'it shares xstate but not as a singleton',
    ]);
    const noReact = manifest();
    noReact.shared = noReact.shared!.filter((s) => s.name !== 'react' && s.name !== 'xstate');
    expect(contractProblems('mfe_plans', noReact)).toEqual(['it does not share react']);
  });
});

describe('refuseIncompatibleRemotes', () => {
  const hook = refuseIncompatibleRemotes().loadRemoteSnapshot;

  it('passes a matching manifest on unchanged', async () => {
    const args = { moduleInfo: { name: 'mfe_plans' }, manifestJson: manifest(), from: 'manifest' };
    await expect(hook(args)).resolves.toBe(args);
  });

  it('refuses a build against another contracts major, before any of its code runs', async () => {
    const args = {
      moduleInfo: { name: 'mfe_plans' },
      manifestJson: withShared('shared-contracts', { version: '1.0.0' }),
    };
    const refused = await hook(args).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IncompatibleRemoteError);
    expect((refused as IncompatibleRemoteError).message).toBe(
      "mfe_plans does not match this site's contract: it was built against shared-contracts 1.0.0; the host accepts ^0.1.0",
    );
  });
});
