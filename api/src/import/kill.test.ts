/**
 * The import command killed half-way (SIGKILL during the COPY of a large pricing file) on a real PGlite
 * data directory: the previous import still serves (the killed year's and the other year's), and the next
 * import succeeds.
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
    const [counts] = await db.query<{
      plans: number;
      pricing: number;
      generated: number;
      pricing2026: number;
    }>(
      `select (select count(*)::int from part_d_plan_information where contract_year = 2027) as plans,
              (select count(*)::int from part_d_pricing where contract_year = 2027) as pricing,
              (select count(*)::int from part_d_pricing where contract_id = 'S8000') as generated,
              (select count(*)::int from part_d_pricing where contract_year = 2026) as pricing2026`,
    );
    const records = await db.query<{ contract_year: number; content_hash: string }>(
      'select contract_year, content_hash from data_sets order by contract_year',
    );
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
  const previousYear = join(dir, 'small-2026');
  const small = join(dir, 'small');
  const large = join(dir, 'large');
  await writeSampleFiles(previousYear, { year: 2026 });
  await writeSampleFiles(small);
  await writeSampleFiles(large, { extraPricingRows: 1_000_000 });

  for (const folder of [previousYear, small]) {
    const first = startImport(pgliteDir, folder);
    expect(await exitCode(first.child), first.output()).toBe(0);
  }
  const before = await servingState(pgliteDir);
  expect(before.counts?.pricing).toBeGreaterThan(0);
  expect(before.counts?.pricing2026).toBeGreaterThan(0);

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
  expect(after.records.map((r) => r.contract_year)).toEqual([2026, 2027]);
  // 2026 as it was; 2027 the new files.
  expect(after.records[0]).toEqual(before.records[0]);
  expect(after.records[1]).not.toEqual(before.records[1]);
});
