// Builds what is out of date: a package is rebuilt when the hash of its inputs changed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { treeShakenNames } from '../../tooling/shared-names.mjs';
import { root } from './suite.mjs';

const walk = (dir, out = []) => {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
};

const PRERENDERED_REMOTES = ['mfe-onboarding', 'mfe-plans', 'mfe-providers', 'mfe-member'];

/** Hash of everything a frontend build reads: its sources, shared-contracts, the tooling and the lockfile. */
export const inputHash = (pkg, env = {}) => {
  const hash = createHash('sha256');
  const inputs = [
    ...walk(path.join(root, pkg, 'src')),
    path.join(root, pkg, 'package.json'),
    path.join(root, pkg, 'rspack.config.mjs'),
    ...walk(path.join(root, 'shared-contracts/src')),
    ...walk(path.join(root, 'web-kit/src')),
    ...walk(path.join(root, 'tooling')),
    path.join(root, 'scripts/prerender.mjs'),
    path.join(root, 'package-lock.json'),
    // A test build against a changed contract (tooling/contract-fingerprint.mjs) depends on that change too.
    ...(env.CONTRACT_SCHEMAS_EDIT ? [env.CONTRACT_SCHEMAS_EDIT.split('#')[0]] : []),
    // The shell's prerendered pages hold every remote's pages (tooling/prerender-entry.mjs).
    ...(pkg === 'shell' ? PRERENDERED_REMOTES.flatMap((remote) => walk(path.join(root, remote, 'src'))) : []),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  // What the shell's shared copies of the tree-shaken libraries hold depends on every app's imports.
  hash.update(JSON.stringify(treeShakenNames()));
  hash.update(JSON.stringify(env));
  return hash.digest('hex');
};

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** gzip and brotli copies of every text asset, served by the static servers when the browser accepts them. */
const precompress = (dir) => {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
};

const run = (cmd, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${output}`)),
    );
  });

/**
 * @param {string} pkg
 * @param {{ outputDir?: string, env?: Record<string,string>, force?: boolean }} [options]
 */
export const buildIfStale = async (pkg, { outputDir = 'dist', env = {}, force = false } = {}) => {
  const out = path.join(root, pkg, outputDir);
  const stampFile = path.join(out, '.build-stamp');
  const hash = inputHash(pkg, { outputDir, ...env });
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash)
    return { pkg, built: false };
  const started = Date.now();
  await run(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
    cwd: path.join(root, pkg),
    env: { ...process.env, NODE_ENV: 'production', OUTPUT_DIR: outputDir, ...env },
  });
  // The shell's pages are prerendered from its sources (only into the suite's own build folder).
  if (pkg === 'shell' && outputDir === 'dist') {
    const { prerender } = await import('../prerender.mjs');
    await prerender();
  }
  precompress(out);
  writeFileSync(stampFile, hash);
  return { pkg, built: true, ms: Date.now() - started };
};
