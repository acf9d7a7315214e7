// The shell's eager shared modules (issue 10): tooling/rspack.mjs `sharedModules(eager)` with the list in
// shell/rspack.config.mjs. An eager module is required synchronously at start-up, so a shared module it
// imports must be eager too, or the federation runtime throws (RUNTIME-006) and the page stays blank.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_SHARED } from '../../shell/rspack.config.mjs';
import { federationOptions, LOAD_IN_TASKS_PLUGIN, sharedModules } from '../../tooling/rspack.mjs';
import { root } from './suite.mjs';

const require = createRequire(import.meta.url);
const WORKSPACE = ['shared-contracts', 'web-kit'];

/** The source file a workspace share key (`web-kit/ui`) resolves to, by its package's exports. */
const entryFile = (key) => {
  const pkg = WORKSPACE.find((p) => key === p || key.startsWith(`${p}/`));
  const { exports } = require(path.join(root, pkg, 'package.json'));
  const target = exports[key === pkg ? '.' : `./${key.slice(pkg.length + 1)}`];
  return path.join(root, pkg, typeof target === 'string' ? target : (target.import ?? target.default));
};

const resolveRelative = (from, spec) => {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  throw new Error(`cannot resolve ${spec} from ${from}`);
};

/** The bare modules a source file and its relative imports import at evaluation (no types, no import()). */
const staticBareImports = (file, seen = new Set(), found = new Set()) => {
  if (seen.has(file)) return found;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, typeOnly, spec] of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/g,
  )) {
    if (typeOnly) continue;
    if (spec.startsWith('.')) staticBareImports(resolveRelative(file, spec), seen, found);
    else found.add(spec);
  }
  return found;
};

/** The shell's directory: its build's context, from which a host names the files it provides. */
const SHELL = path.join(root, 'shell');

/** The file a host's `import` names, from the build's context (`context`). */
const provided = (options, context = SHELL) => path.resolve(context, options.import);

describe('sharedModules with eager modules (a host)', () => {
  const shared = sharedModules(FIRST_LOAD_SHARED, { host: true, context: SHELL });

  it('makes every listed module eager and nothing else', () => {
    const eager = Object.entries(shared)
      .filter(([, options]) => options.eager)
      .map(([key]) => key);
    expect(eager.sort()).toEqual([...FIRST_LOAD_SHARED].sort());
    expect(shared['web-kit/reporting']).toMatchObject({ singleton: true });
    expect(shared['web-kit/reporting'].eager).toBeUndefined();
  });

  it('still shares every subpath the remotes share by prefix, under the same key', () => {
    const remote = sharedModules();
    const prefixes = Object.keys(remote).filter((key) => key.endsWith('/'));
    expect(prefixes).toEqual(
      expect.arrayContaining(['react/', 'react-dom/', 'shared-contracts/', 'web-kit/']),
    );
    for (const prefix of prefixes) {
      expect(shared[prefix]).toBeUndefined();
      const { exports } = require(path.join(root, 'node_modules', prefix.slice(0, -1), 'package.json'));
      for (const subpath of Object.keys(exports).filter((k) => k.startsWith('./') && !k.includes('*'))) {
        if (subpath === './package.json') continue;
        const key = `${prefix}${subpath.slice(2)}`;
        expect(shared[key], key).toMatchObject({ singleton: true, version: remote[prefix].version });
      }
    }
  });

  it('an eager workspace module imports no lazy shared module (it would be required before it loads)', () => {
    for (const key of FIRST_LOAD_SHARED.filter((k) =>
      WORKSPACE.some((p) => k === p || k.startsWith(`${p}/`)),
    )) {
      for (const spec of staticBareImports(entryFile(key))) {
        if (shared[spec]) expect(shared[spec].eager, `${key} imports ${spec}`).toBe(true);
      }
    }
  });

  it('asks no version range of what the host provides; a remote keeps its ranges (its manifest records them)', () => {
    for (const [key, options] of Object.entries(shared)) expect(options.requiredVersion, key).toBe(false);
    const remote = sharedModules();
    expect(remote.react.requiredVersion).toBe(`^${remote.react.version}`);
    expect(remote['react-router-dom'].requiredVersion).toBe(`^${remote['react-router-dom'].version}`);
    expect(remote['shared-contracts'].requiredVersion).toBe(false);
  });

  it('a host (the shell, the partner embedding) provides every contracts entry, by its file, imported or not', () => {
    const { exports } = require(path.join(root, 'shared-contracts/package.json'));
    for (const hostShared of [shared, sharedModules([], { host: true, context: SHELL })]) {
      expect(hostShared['shared-contracts/']).toBeUndefined();
      for (const subpath of Object.keys(exports)) {
        const key = subpath === '.' ? 'shared-contracts' : `shared-contracts/${subpath.slice(2)}`;
        // A file's path: the federation build provides it even when no module of the host imports it
        // (the shell imports the contracts by resource; the remotes consume the rest from it).
        expect(hostShared[key], key).toMatchObject({ singleton: true });
        expect(provided(hostShared[key]), key).toBe(entryFile(key));
      }
    }
    // A remote keeps the prefix: it consumes the host's copies, with its own as the fallback.
    expect(sharedModules()['shared-contracts/'].import).toBeUndefined();
  });

  it("a host provides Emotion's root entry by the browser build's file (its own code reaches only the JSX runtime)", () => {
    const file = path.join(root, 'node_modules/@emotion/react/dist/emotion-react.browser.esm.js');
    expect(existsSync(file)).toBe(true);
    expect(shared['@emotion/react']).toMatchObject({ singleton: true });
    expect(provided(shared['@emotion/react'])).toBe(file);
    expect(provided(sharedModules([], { host: true })['@emotion/react'], root)).toBe(file);
    expect(sharedModules()['@emotion/react'].import).toBeUndefined();
  });

  it("names every provided file from the build's context, never by the checkout's absolute path", () => {
    // The federation runtime's data in main.js carries each `import` as written: an absolute path made the
    // first load's size depend on where the checkout stands (CI's longer clone path: +61 bytes gzip).
    const imports = Object.values(shared).flatMap((options) => (options.import ? [options.import] : []));
    expect(imports.length).toBeGreaterThan(15);
    for (const file of imports) {
      expect(file.startsWith(root), file).toBe(false);
      expect(file, file).toMatch(/^\.\.?\//);
    }
    expect(shared['shared-contracts/http'].import).toBe('../shared-contracts/src/http/index.ts');
  });

  it('refuses a tree-shaken module or an unknown one as eager', () => {
    expect(() => sharedModules(['react-router-dom'])).toThrow(/tree-shaken/);
    expect(() => sharedModules(['left-pad'])).toThrow(/not a shared module/);
  });

  it('leaves a remote (no eager module) with its prefixes and nothing eager', () => {
    const remote = sharedModules();
    expect(remote['web-kit/']).toBeDefined();
    expect(Object.values(remote).some((options) => options.eager)).toBe(false);
  });
});

describe("the hosts' built-in runtime plugin (loading in tasks)", () => {
  it('is in the runtime of each host and of no remote', async () => {
    const { app: plans } = await import('../../mfe-plans/rspack.config.mjs');
    expect(federationOptions({ dir: SHELL, name: 'shell', host: true }).runtimePlugins).toEqual([
      LOAD_IN_TASKS_PLUGIN,
    ]);
    expect(federationOptions(plans).runtimePlugins).toBeUndefined();
  });

  it('imports no package: it runs before any shared module can be consumed', () => {
    expect([...staticBareImports(LOAD_IN_TASKS_PLUGIN)]).toEqual([]);
  });
});
