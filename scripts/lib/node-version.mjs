// The Node the suite runs on: package.json's `engines.node` (">=major.minor[.patch]"), checked before
// anything else by `npm start` and `npm test`, so an older Node stops with one plain sentence instead of
// a syntax or API error deep inside a build.
import { readFileSync } from 'node:fs';

const numbers = (text) => text.replace(/^v/, '').split('.').map(Number);

/** The sentence to print when `version` (process.version) is older than `range` asks, else null. */
export const nodeVersionProblem = (version, range) => {
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (!minimum) throw new Error(`engines.node must be ">=major.minor", not "${range}"`);
  const have = numbers(version);
  const need = numbers(minimum);
  for (let i = 0; i < 3; i += 1) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) {
      return a > b
        ? null
        : `This suite needs Node ${minimum} or newer; this is Node ${version.replace(/^v/, '')}. Please install Node ${minimum}+ (for example with nvm: nvm install ${need[0]}) and try again.`;
    }
  }
  return null;
};

/** Stops the process with the sentence when this Node is too old for the suite. */
export const exitOnUnsupportedNode = () => {
  const { engines } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.version, engines.node);
  if (!problem) return;
  console.error(`\n${problem}\n`);
  process.exit(1);
};
