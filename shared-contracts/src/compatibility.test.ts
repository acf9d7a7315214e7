import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { omit } from 'zod/mini';
import {
  acceptsVersion,
  CONTRACTS_VERSION,
  contractProblems,
  HOST_SINGLETONS,
  IncompatibleRemoteError,
  type RemoteManifest,
  refuseIncompatibleRemotes,
} from './compatibility';
import { contractJson, jsonSchemaOf } from './contract-fingerprint';
import { eventSchemas } from './events';

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
  contracts: {
    file: 'contract-fingerprint.json',
    events: { 'plans:pin-toggled': 'h' },
    hostContext: 'h',
    pageProps: 'h',
  },
});

/** The fingerprint file beside a manifest: this tree's contract, or `plans:pin-toggled` without `planId`. */
const fingerprintFile = (dropField = false) => {
  const json = contractJson(['plans:pin-toggled']);
  const pin = dropField
    ? jsonSchemaOf(omit(eventSchemas['plans:pin-toggled'], { planId: true }))
    : json.events['plans:pin-toggled'];
  return {
    events: { 'plans:pin-toggled': { hash: 'h', schema: pin } },
    hostContext: { hash: 'h', schema: json.hostContext },
    pageProps: { hash: 'h', schema: json.pageProps },
  };
};
const MANIFEST_URL = 'http://cdn.example/mfe-plans/0.1.0-abc/mf-manifest.json';
const serveFingerprint = (dropField = false) => {
  const fetched = vi.fn(async (_url: URL) => Response.json(fingerprintFile(dropField)));
  vi.stubGlobal('fetch', fetched);
  return fetched;
};
afterEach(() => vi.unstubAllGlobals());

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
  // This tree's contract as the host's, compared every time (a browser host's build records its own).
  const hook = refuseIncompatibleRemotes({
    hashes: null,
    json: async () => contractJson(),
  }).loadRemoteSnapshot;

  it('passes a matching manifest on unchanged, its fingerprint read beside it', async () => {
    const fetched = serveFingerprint();
    const args = {
      moduleInfo: { name: 'mfe_plans' },
      manifestJson: manifest(),
      manifestUrl: MANIFEST_URL,
      from: 'manifest',
    };
    await expect(hook(args)).resolves.toBe(args);
    expect(String(fetched.mock.calls[0]?.[0])).toBe(
      'http://cdn.example/mfe-plans/0.1.0-abc/contract-fingerprint.json',
    );
  });

  it('refuses a build whose event schema dropped a field, whatever its versions say, naming the field', async () => {
    serveFingerprint(true);
    const args = { moduleInfo: { name: 'mfe_plans' }, manifestJson: manifest(), manifestUrl: MANIFEST_URL };
    const refused = await hook(args).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IncompatibleRemoteError);
    expect((refused as IncompatibleRemoteError).problems).toEqual([
      'event plans:pin-toggled: planId is missing (the host requires it)',
    ]);
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
