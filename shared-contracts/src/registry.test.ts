import { describe, expect, it } from 'vitest';
import { remoteEntries } from './registry';

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
});
