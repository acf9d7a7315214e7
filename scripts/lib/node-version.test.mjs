import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const promised = readJson('../../package.json').engines.node;
const oldestPromised = semver.minVersion(promised).version;

describe('the Node the suite promises', () => {
  it('is accepted by every installed package, so npm ci prints no EBADENGINE on it', () => {
    const { packages } = readJson('../../package-lock.json');
    const refusing = Object.entries(packages)
      .filter(([, pkg]) => typeof pkg.engines?.node === 'string')
      .filter(([, pkg]) => !semver.satisfies(oldestPromised, pkg.engines.node))
      .map(([name, pkg]) => `${name} (node ${pkg.engines.node})`);
    expect(refusing).toEqual([]);
  });

  it('is checked with a plain sentence: an older Node is refused, the promised one and newer pass', () => {
    expect(nodeVersionProblem('v20.18.3', '>=20.19')).toBe(
      'This suite needs Node 20.19 or newer; this is Node 20.18.3. Please install Node 20.19+ (for example with nvm: nvm install 20) and try again.',
    );
    expect(nodeVersionProblem('v18.20.0', '>=20.19')).toMatch(/^This suite needs Node 20\.19 or newer/);
    expect(nodeVersionProblem('v20.19.0', '>=20.19')).toBeNull();
    expect(nodeVersionProblem('v20.20.2', '>=20.19')).toBeNull();
    expect(nodeVersionProblem('v22.1.0', '>=20.19')).toBeNull();
    expect(nodeVersionProblem(process.version, promised)).toBeNull();
  });
});
