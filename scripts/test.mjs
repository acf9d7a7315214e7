// `npm test`: every check of the suite, then one closing line `N passed, N failed` over all runners.
//   typecheck (tsc per package) · lint (Biome) · boundaries (dependency-cruiser) · vitest (every package, api on PGlite)
//   · api tests that crash a PostgreSQL of their own (database outage, two replicas behind a proxy)
//   · api on a real PostgreSQL (when CI is set, or with --postgres) · Playwright e2e in Debian's Chromium
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM_PATH } from '../tooling/chromium.mjs';
import { busyPorts, busyPortsMessage } from './lib/busy-ports.mjs';
import { root } from './lib/suite.mjs';

const CHROMIUM = CHROMIUM_PATH;
const TYPECHECKED = [
  'shared-contracts',
  'web-kit',
  'api',
  'shell',
  'mfe-onboarding',
  'mfe-plans',
  'mfe-providers',
  'mfe-member',
  'embed',
  'e2e',
];
const args = new Set(process.argv.slice(2));
const withPostgres = args.has('--postgres') || !!process.env.CI;
const only = [...args].find((a) => a.startsWith('--only='))?.slice(7);

const run = (cmd, cmdArgs, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
/** Like run, but also returns what the command printed (it is still shown as it runs). */
const runCapturing = (cmd, cmdArgs) =>
  new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const results = [];
/** The names of the tests that failed, printed again just before the closing lines (CI shows only the tail). */
const failedNames = [];
let stepStarted = Date.now();
const record = (runner, passed, failed) => {
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  results.push({ runner, passed, failed, seconds });
  console.log(`\n[test] ${runner}: ${passed} passed, ${failed} failed (${seconds} s)\n`);
};

const ensureChromium = async () => {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `[test] Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
    );
    return false;
  }
  console.log('[test] installing Debian chromium through apt');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 && existsSync(CHROMIUM);
};

/**
 * The first lines of a failure's message, indented under its name: CI keeps only the tail of a run, where
 * a name alone does not tell a flaky wait from a wrong value.
 */
const why = (message) =>
  stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .map((line) => `\n[test]       ${line.length > 200 ? `${line.slice(0, 200)}…` : line}`)
    .join('');

const vitestCounts = (file) => {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  // A file that failed with no failed test counts as one failure: it failed to load, or a hook failed
  // (a beforeAll that timed out leaves every test of the file 'skipped', and the run would read green).
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
  );
  for (const f of report.testResults) {
    const file = path.relative(root, f.name);
    if (brokenFiles.includes(f)) failedNames.push(`vitest ${file}: ${(f.message ?? '').split('\n')[0]}`);
    for (const t of f.assertionResults)
      if (t.status === 'failed')
        failedNames.push(`vitest ${file} › ${t.fullName}${why(t.failureMessages?.[0])}`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles.length };
};

/** Every test of a Playwright JSON report that ended unexpectedly, as `[project] file:line › title`. */
const playwrightFailures = (report) => {
  const names = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected')
          names.push(
            `playwright [${t.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}${why(
              t.results?.at(-1)?.error?.message,
            )}`,
          );
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? []) names.push(`playwright: ${(error.message ?? '').split('\n')[0]}`);
  return names;
};

const steps = {
  async typecheck() {
    let passed = 0;
    let failed = 0;
    for (const pkg of TYPECHECKED) {
      const code = await run(bin('tsc'), ['-p', `${pkg}/tsconfig.json`]);
      if (code === 0) passed++;
      else {
        failed++;
        console.error(`[test] typecheck failed: ${pkg}`);
      }
    }
    record('typecheck', passed, failed);
  },
  async lint() {
    const code = await run(bin('biome'), ['ci', '.']);
    record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  },
  async boundaries() {
    // dependency-cruiser lives in its own folder with the TypeScript 5 it parses with (see its package.json).
    const dir = path.join(root, 'tooling/boundaries');
    if (!existsSync(path.join(dir, 'node_modules/dependency-cruiser'))) {
      const code = await run('npm', ['ci', '--no-audit', '--no-fund', '--prefix', dir]);
      if (code !== 0) {
        record('boundaries', 0, 1);
        return;
      }
    }
    const { code, out } = await runCapturing(process.execPath, [path.join(dir, 'check.mjs')]);
    const counts = /^boundaries: (\d+) passed, (\d+) failed$/m.exec(out);
    if (!counts) record('boundaries', 0, 1);
    else
      record('boundaries', Number(counts[1]), Number(counts[2]) + (code !== 0 && counts[2] === '0' ? 1 : 0));
  },
  async vitest() {
    const out = path.join(root, '.run/vitest.json');
    rmSync(out, { force: true });
    await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
    const { passed, failed } = vitestCounts(out);
    record('vitest', passed, failed);
  },
  async ownPostgres() {
    // Each file starts (and kills) its own PostgreSQL server, installed through apt when missing and root.
    const out = path.join(root, '.run/vitest-own-postgres.json');
    rmSync(out, { force: true });
    await run(
      bin('vitest'),
      [
        'run',
        '--config',
        'vitest.own-postgres.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      { cwd: path.join(root, 'api') },
    );
    const { passed, failed } = vitestCounts(out);
    record('vitest api, own PostgreSQL', passed, failed);
  },
  async postgres() {
    if (!withPostgres) return;
    const out = path.join(root, '.run/vitest-postgres.json');
    rmSync(out, { force: true });
    await run('bash', [
      'api/scripts/test-postgres.sh',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    const { passed, failed } = vitestCounts(out);
    record('vitest api on PostgreSQL', passed, failed);
  },
  async e2e() {
    if (!(await ensureChromium())) {
      record('playwright', 0, 1);
      return;
    }
    // Checked again: a server may have started since the run began (Playwright would reuse one on :3000).
    const busy = await busyPorts();
    if (busy.length > 0) {
      console.error(`[test] ${busyPortsMessage(busy)}`);
      record('playwright', 0, 1);
      return;
    }
    const out = path.join(root, 'e2e/test-results/results.json');
    rmSync(out, { force: true });
    await run(bin('playwright'), ['test'], { cwd: path.join(root, 'e2e') });
    const report = readJson(out);
    const stats = report?.stats ?? { expected: 0, unexpected: 1, flaky: 0 };
    failedNames.push(...playwrightFailures(report));
    record('playwright', stats.expected + stats.flaky, stats.unexpected + (report?.errors?.length ?? 0));
  },
};

// A server left from an earlier run stops the run here, not after the other steps as dozens of e2e failures.
if (!only || only === 'e2e') {
  const busy = await busyPorts();
  if (busy.length > 0) {
    console.error(`[test] ${busyPortsMessage(busy)}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

mkdirSync(path.join(root, '.run'), { recursive: true });
for (const [name, step] of Object.entries(steps)) {
  if (only && only !== name) continue;
  stepStarted = Date.now();
  await step();
}

if (failedNames.length > 0) {
  console.log('\n[test] failed:');
  for (const name of failedNames) console.log(`[test]   ${name}`);
  console.log('');
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
for (const r of results) {
  console.log(`[test] ${r.runner.padEnd(28)} ${r.passed} passed, ${r.failed} failed  (${r.seconds} s)`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
