/**
 * The import command killed half-way (SIGKILL during the COPY of a large pricing file) on a real PGlite
 * data directory: the previous import still serves, and the next import succeeds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../db/db';
import { writeSampleFiles } from './part-d/sample';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;

const startImport = (
  pgliteDir: string,
  ...paths: string[]
): { child: ChildProcess; output: () => string } => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/import/cli.ts', ...paths], {
    cwd: API_DIR,
    env: { ...process.env, PGLITE_DIR: pgliteDir, DATABASE_URL: '', INIT_CWD: API_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
};

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const servingState = async (pgliteDir: string) => {
  const db = await openPglite(pgliteDir);
  try {
    const [counts] = await db.query<{ plans: number; pricing: number; generated: number }>(
      `select (select count(*)::int from part_d_plan_information) as plans,
              (select count(*)::int from part_d_pricing) as pricing,
              (select count(*)::int from part_d_pricing where contract_id = 'S8000') as generated`,
    );
    const records = await db.query<{ content_hash: string }>('select content_hash from data_sets');
    return { counts, records };
  } finally {
    await db.close();
  }
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-kill-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('a killed import leaves the previous data serving, and the next import succeeds', {
  timeout: 900_000,
}, async () => {
  const pgliteDir = join(dir, 'pglite');
  const small = join(dir, 'small');
  const large = join(dir, 'large');
  await writeSampleFiles(small);
  await writeSampleFiles(large, { extraPricingRows: 1_000_000 });

  const first = startImport(pgliteDir, small);
  expect(await exitCode(first.child), first.output()).toBe(0);
  const before = await servingState(pgliteDir);
  expect(before.counts?.pricing).toBeGreaterThan(0);

  const killed = startImport(pgliteDir, large);
  // Progress lines name the pricing file with a row count once its COPY is under way.
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/pricing file PPUF_2027Q1\.txt: [\d,]+ rows, \d+%/.test(killed.output())) {
        clearInterval(timer);
        resolve();
      } else if (killed.child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the import ended before it could be killed:\n${killed.output()}`));
      }
    }, 100);
  });
  killed.child.kill('SIGKILL');
  await exitCode(killed.child);
  expect(killed.output()).not.toMatch(/done:/);

  expect(await servingState(pgliteDir)).toEqual(before);

  const changed = join(dir, 'changed');
  await writeSampleFiles(changed, { extraPricingRows: 30 });
  const next = startImport(pgliteDir, changed);
  expect(await exitCode(next.child), next.output()).toBe(0);
  const after = await servingState(pgliteDir);
  expect(after.counts).toEqual({
    ...before.counts,
    pricing: (before.counts?.pricing ?? 0) + 30,
    generated: 30,
  });
  expect(after.records).toHaveLength(1);
  expect(after.records).not.toEqual(before.records);
});
