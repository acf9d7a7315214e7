/** The sample files of the FDA, NPPES and landscape sources through the import, into the database. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openMigratedTestDb } from '../../test/harness';
import { dataSets } from '../data-sets';
import { importPaths } from '../import';
import { SAMPLE_DIR, sampleLandscapeFile } from './write-samples';

let db: Db;
let drop: () => Promise<void>;
let dir: string;

const SOURCES = ['fda-ndc', 'nppes', 'ma-landscape'];
const run = (...paths: string[]) => importPaths(db, paths, { dataSets, sample: true });
const one = async <T extends object>(sql: string) => (await db.query<T>(sql))[0] as T;
const count = async (table: string) =>
  (await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-samples-'));
  ({ db, drop } = await openMigratedTestDb());
  // The test template was made like a first start, with these data sets: without their records, this
  // database has never had them.
  await db.query('delete from data_sets where data_set = any($1)', [SOURCES]);
});
afterAll(async () => {
  await drop();
  await rm(dir, { recursive: true, force: true });
});

describe('importing the sample files', () => {
  it('loads each data set and records it as sample', async () => {
    const results = await run(
      ...SOURCES.map((s) => join(SAMPLE_DIR, s === 'ma-landscape' ? 'ma-landscape/2027' : s)),
    );
    expect(results.map((r) => [r.dataSet, r.status])).toEqual([
      ['ma-landscape', 'imported'],
      ['fda-ndc', 'imported'],
      ['nppes', 'imported'],
    ]);
    expect(results.find((r) => r.dataSet === 'ma-landscape')?.contractYear).toBe(2027);
    const sets = await db.query<{ data_set: string; sample: boolean }>(
      `select data_set, sample from data_sets where data_set = any($1) order by data_set`,
      [SOURCES],
    );
    expect(sets).toEqual(SOURCES.sort().map((data_set) => ({ data_set, sample: true })));
  }, 120_000);

  it('serves packages by NDC-11, doctors and pharmacies by ZIP, plans by county FIPS', async () => {
    expect(await count('ndc_packages')).toBe(388);
    expect(
      await one(
        `select p.proprietary_name, p.dosage_form, p.strength, p.strength_unit from ndc_packages k
         join ndc_products p using (product_id) where k.ndc11 = '84949000090'`,
      ),
    ).toEqual({
      proprietary_name: 'atorvastatin',
      dosage_form: 'TABLET',
      strength: '10',
      strength_unit: 'mg/1',
    });
    const kinds = await db.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from npi_providers group by kind order by kind`,
    );
    expect(kinds).toEqual([
      { kind: 'doctor', n: 260 },
      { kind: 'pharmacy', n: 111 },
    ]);
    // The ZIPs the tests search from: doctors of several specialties and a pharmacy at each.
    const testZips = ['85004', '85003', '85142', '85140', '85701', '86336', '86001', '33101', '32501'];
    const atZips = await db.query<{ zip: string; specialties: number; pharmacies: number }>(
      `select zip, count(distinct specialty)::int as specialties,
              count(*) filter (where kind = 'pharmacy')::int as pharmacies
         from npi_providers where zip = any($1::text[]) group by zip order by zip`,
      [testZips],
    );
    expect(atZips.map((z) => z.zip)).toEqual([...testZips].sort());
    for (const z of atZips) {
      expect(z.specialties, z.zip).toBeGreaterThanOrEqual(3);
      expect(z.pharmacies, z.zip).toBeGreaterThanOrEqual(1);
    }
    const counties = await db.query<{ county_fips: string }>(
      `select distinct county_fips from ma_landscape order by county_fips`,
    );
    expect(counties.map((c) => c.county_fips)).toEqual([
      '04005',
      '04013',
      '04019',
      '04021',
      '04025',
      '12033',
      '12086',
    ]);
  });

  it('changes nothing when the same files come again', async () => {
    const before = await one<{ imported_at: string }>(
      `select imported_at from data_sets where data_set = 'nppes'`,
    );
    const results = await run(join(SAMPLE_DIR, 'nppes'));
    expect(results.map((r) => r.status)).toEqual(['unchanged']);
    expect(await one(`select imported_at from data_sets where data_set = 'nppes'`)).toEqual(before);
  }, 120_000);

  it('refuses a bad row naming file, line and column, and keeps serving the previous data', async () => {
    const folder = join(dir, 'bad-landscape');
    await cp(join(SAMPLE_DIR, 'ma-landscape', '2027'), folder, { recursive: true });
    const file = join(folder, sampleLandscapeFile(2027).split('/').pop() as string);
    const lines = (await readFile(file, 'utf8')).split('\r\n');
    lines[3] = (lines[3] as string).replace(/,H(\d{4}),/, ',X$1,');
    await writeFile(file, lines.join('\r\n'));
    await expect(run(folder)).rejects.toThrow(
      /CY2027_Landscape_202609\.csv:4:7 \(Contract ID\): "X\d{4}" is not a contract id/,
    );
    expect(await count('ma_landscape_2027')).toBe(145);
  }, 120_000);

  it('refuses a weekly NPPES update, which would replace the registry with one week', async () => {
    const folder = join(dir, 'weekly');
    await cp(
      join(SAMPLE_DIR, 'nppes', 'npidata_pfile_20050523-20261108.csv'),
      join(folder, 'npidata_pfile_20261102-20261108.csv'),
    );
    await expect(run(folder)).rejects.toThrow(
      /npidata_pfile_20261102-20261108\.csv:1:1 \(NPI\): a weekly update/,
    );
  });
});
