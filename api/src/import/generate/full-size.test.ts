/** The full-size generator's files, at a small scale, go through the import as they are. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openMigratedTestDb } from '../../test/harness';
import { dataSets } from '../data-sets';
import { importPaths } from '../import';
import { FULL_SIZE, generateFullSize } from './full-size';

let db: Db;
let drop: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-full-size-'));
  ({ db, drop } = await openMigratedTestDb());
});
afterAll(async () => {
  await drop();
  await rm(dir, { recursive: true, force: true });
});

it('writes files in every layout that import without a fault, with the counts asked for', async () => {
  const scale = 0.0002;
  const folders = await generateFullSize(dir, scale);
  const results = await importPaths(db, Object.values(folders), { dataSets });
  const rows = (dataSet: string, kind: RegExp) =>
    results
      .find((r) => r.dataSet === dataSet)
      ?.files.filter((f) => kind.test(f.kind))
      .reduce((sum, f) => sum + f.rows, 0);
  expect(results.map((r) => r.status)).toEqual(['imported', 'imported', 'imported', 'imported']);
  // The Part D files hold the repository's sample rows besides the generated ones.
  expect(rows('part-d', /^pricing/)).toBeGreaterThanOrEqual(FULL_SIZE.pricingRows * scale);
  expect(rows('part-d', /^basic drugs/)).toBeGreaterThanOrEqual(FULL_SIZE.formularyRows * scale);
  expect(rows('part-d', /^plan information/)).toBeGreaterThanOrEqual(FULL_SIZE.planCountyRows * scale);
  expect(rows('nppes', /NPPES/)).toBe(FULL_SIZE.npiRows * scale);
  expect(rows('ma-landscape', /landscape/)).toBe(FULL_SIZE.landscapeRows * scale);
}, 180_000);
