/** The full-size generator's files, at a small scale, go through the import as they are. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
  // Every file holds the repository's sample rows (of its contract year) besides the generated ones.
  expect(rows('part-d', /^pricing/)).toBeGreaterThanOrEqual(FULL_SIZE.pricingRows * scale);
  expect(rows('part-d', /^basic drugs/)).toBeGreaterThanOrEqual(FULL_SIZE.formularyRows * scale);
  expect(rows('part-d', /^plan information/)).toBeGreaterThanOrEqual(FULL_SIZE.planCountyRows * scale);
  expect(rows('nppes', /NPPES/)).toBeGreaterThan(FULL_SIZE.npiRows * scale);
  expect(rows('ma-landscape', /landscape/)).toBeGreaterThan(FULL_SIZE.landscapeRows * scale);
  expect(rows('fda-ndc', /product/)).toBeGreaterThan(FULL_SIZE.ndcProducts * scale);
  // The sample's plans and drugs are among them, so bench/api-plans searches the sample county and drugs.
  const [maricopa] = await db.query<{ n: number }>(
    `select count(*)::int as n from ma_landscape where county_fips = '04013' and contract_year = 2027`,
  );
  expect(maricopa?.n).toBeGreaterThan(0);
  const [eliquis] = await db.query<{ n: number }>(
    `select count(*)::int as n from ndc_products where proprietary_name ilike 'eliquis'`,
  );
  expect(eliquis?.n).toBeGreaterThan(0);
}, 180_000);

it('writes only the sources asked for', async () => {
  const only = join(dir, 'only');
  const folders = await generateFullSize(only, 0.0001, ['fda-ndc']);
  expect(Object.keys(folders)).toEqual(['fda-ndc']);
  expect((await readdir(only)).sort()).toEqual(['fda-ndc']);
  expect((await readdir(join(only, 'fda-ndc'))).length).toBeGreaterThan(0);
});
