import { describe, expect, it } from 'vitest';
import { type RemoteRegistry, remoteRegistrySchema } from './config';
import { parseBucket, randomBucket, remoteEntries, resolveRegistry } from './registry';

const cdn = (version: string) => `https://cdn.example/mfe-plans/${version}/mf-manifest.json`;

const versioned: RemoteRegistry = {
  remotes: [
    { name: 'mfe_onboarding', entry: 'http://localhost:3001/mf-manifest.json' },
    {
      name: 'mfe_plans',
      current: { version: '1.0.0-aaaa', entry: cdn('1.0.0-aaaa') },
      previous: { version: '0.9.0-bbbb', entry: cdn('0.9.0-bbbb') },
      canary: { version: '1.1.0-cccc', entry: cdn('1.1.0-cccc'), percent: 30 },
    },
  ],
};
const plansEntry = (bucket?: number) =>
  remoteEntries(versioned, bucket).find((r) => r.name === 'mfe_plans')?.entry;

describe('remoteEntries', () => {
  it('gives each remote of the registry its entry URL, as every host registers them', () => {
    expect(
      remoteEntries({
        remotes: [
          { name: 'mfe_plans', entry: 'http://localhost:3002/mf-manifest.json' },
          { name: 'mfe_member', entry: 'https://cdn.example/mfe-member/1.2.0/mf-manifest.json' },
        ],
      }),
    ).toEqual([
      { name: 'mfe_plans', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'mfe_member', entry: 'https://cdn.example/mfe-member/1.2.0/mf-manifest.json' },
    ]);
  });

  it('sends the buckets below the canary percent to the canary and every other bucket to current', () => {
    expect(plansEntry(0)).toBe(cdn('1.1.0-cccc'));
    expect(plansEntry(29)).toBe(cdn('1.1.0-cccc'));
    expect(plansEntry(30)).toBe(cdn('1.0.0-aaaa'));
    expect(plansEntry(99)).toBe(cdn('1.0.0-aaaa'));
    const canaryBuckets = Array.from({ length: 100 }, (_, b) => plansEntry(b)).filter(
      (entry) => entry === cdn('1.1.0-cccc'),
    );
    expect(canaryBuckets).toHaveLength(30);
  });

  it('never gives the canary to a visitor with no bucket, and never loads previous', () => {
    expect(plansEntry()).toBe(cdn('1.0.0-aaaa'));
    expect(Array.from({ length: 100 }, (_, b) => plansEntry(b))).not.toContain(cdn('0.9.0-bbbb'));
  });

  it('resolves a registry to the plain form a visit registers, valid against the schema', () => {
    const resolved = resolveRegistry(versioned, 5);
    expect(resolved).toEqual({
      remotes: [
        { name: 'mfe_onboarding', entry: 'http://localhost:3001/mf-manifest.json' },
        { name: 'mfe_plans', entry: cdn('1.1.0-cccc') },
      ],
    });
    expect(remoteRegistrySchema.parse(resolved)).toEqual(resolved);
  });
});

describe('the registry schema', () => {
  it('accepts the plain and the versioned forms', () => {
    expect(remoteRegistrySchema.safeParse(versioned).success).toBe(true);
  });

  it('refuses a remote with both an entry and a current release, or with neither', () => {
    const both = { name: 'mfe_plans', entry: cdn('x'), current: { version: 'x', entry: cdn('x') } };
    expect(remoteRegistrySchema.safeParse({ remotes: [both] }).success).toBe(false);
    expect(remoteRegistrySchema.safeParse({ remotes: [{ name: 'mfe_plans' }] }).success).toBe(false);
  });

  it('refuses a canary percent outside 1..100 and a canary without a current release', () => {
    const withPercent = (percent: number) => ({
      remotes: [
        {
          name: 'mfe_plans',
          current: { version: 'a', entry: cdn('a') },
          canary: { version: 'b', entry: cdn('b'), percent },
        },
      ],
    });
    expect(remoteRegistrySchema.safeParse(withPercent(0)).success).toBe(false);
    expect(remoteRegistrySchema.safeParse(withPercent(101)).success).toBe(false);
    expect(remoteRegistrySchema.safeParse(withPercent(12.5)).success).toBe(false);
    expect(remoteRegistrySchema.safeParse(withPercent(100)).success).toBe(true);
    const bare = {
      remotes: [
        { name: 'mfe_plans', entry: cdn('a'), canary: { version: 'b', entry: cdn('b'), percent: 10 } },
      ],
    };
    expect(remoteRegistrySchema.safeParse(bare).success).toBe(false);
  });
});

describe('visitor buckets', () => {
  it('reads a stored bucket 0..99 and nothing else', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('99')).toBe(99);
    for (const bad of [null, undefined, '', '100', '-1', '7a', ' 7', '1.5'])
      expect(parseBucket(bad)).toBeNull();
  });

  it('draws buckets in 0..99', () => {
    for (let i = 0; i < 200; i++) expect(parseBucket(String(randomBucket()))).not.toBeNull();
  });
});
