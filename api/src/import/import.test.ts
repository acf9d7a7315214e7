import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Db } from '../db/db';
import { openMigratedTestDb } from '../test/harness';
import { dataSets } from './data-sets';
import { importPaths } from './import';
import { files, fileText, ROWS } from './part-d/test-files';

// Opening a database and importing take minutes when the machine is shared and busy.
const SLOW_HOOK_MS = 300_000;

let db: Db;
let drop: () => Promise<void>;
let dir: string;

const writeFolder = async (name: string, contents: Record<string, string>) => {
  const folder = join(dir, name);
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const [file, text] of Object.entries(contents)) await writeFile(join(folder, file), text);
  return folder;
};

const writeZip = async (name: string, contents: Record<string, string>) => {
  const zip = new yazl.ZipFile();
  for (const [file, text] of Object.entries(contents)) zip.addBuffer(Buffer.from(text), file);
  zip.end();
  const path = join(dir, name);
  await finished(zip.outputStream.pipe(createWriteStream(path)));
  return path;
};

const run = (...paths: string[]) => importPaths(db, paths, { dataSets });

const count = async (table: string) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

/** The serving rows of a contract year's partition (the hand-made files are 2027's), or of every year. */
const servingCounts = async (year: number | null = 2027) => {
  const of = (table: string) => (year === null ? table : `${table}_${year}`);
  return {
    plans: await count(of('part_d_plan_information')),
    formulary: await count(of('part_d_basic_drugs_formulary')),
    pricing: await count(of('part_d_pricing')),
  };
};

/** The hand-made files as another contract year's (the formulary's CONTRACT_YEAR and the names' year). */
const filesOfYear = (year: number) =>
  Object.fromEntries(
    Object.entries(files()).map(([name, text]) => [
      name.replace('2027Q1', `${year}Q1`),
      name.startsWith('basic drugs formulary') ? text.replace(/\|2027\|/g, `|${year}|`) : text,
    ]),
  );

const recordOf = async (year: number) =>
  (
    await db.query<{ imported_at: Date; sample: boolean; content_hash: string }>(
      `select imported_at, sample, content_hash from data_sets where data_set = 'part-d' and contract_year = $1`,
      [year],
    )
  )[0];

const stagingTables = async () =>
  (
    await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and (table_name like '%\\_staging' or table_name like '%\\_retired')`,
    )
  ).map((r) => r.table_name);

/** Every file as in test-files, but `file` replaced. */
const withFile = (file: string, text: string) => ({ ...files(), [file]: text });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-test-'));
  ({ db, drop } = await openMigratedTestDb());
}, SLOW_HOOK_MS);

afterAll(async () => {
  await drop();
  await rm(dir, { recursive: true, force: true });
});

describe('importPaths', () => {
  beforeEach(async () => {
    // Every test starts from the hand-made files serving.
    await run(await writeFolder('good', files()));
  }, SLOW_HOOK_MS);

  it('loads the eight Part D files of a folder, records the data set and serves its rows', async () => {
    expect(await servingCounts()).toEqual({ plans: 1, formulary: 2, pricing: 2 });
    const [record] = await db.query<{
      source: string;
      contract_year: number;
      quarter: number;
      files: { name: string; kind: string; rows: number }[];
      sample: boolean;
    }>('select * from data_sets where data_set = $1 and contract_year = 2027', ['part-d']);
    expect(record?.source).toMatch(
      /Quarterly Prescription Drug Plan Formulary, Pharmacy Network, and Pricing/,
    );
    expect(record?.contract_year).toBe(2027);
    expect(record?.quarter).toBe(1);
    expect(record?.sample).toBe(false);
    expect(record?.files.map((f) => [f.kind, f.rows]).sort()).toEqual(
      [
        ['basic drugs formulary file', 2],
        ['beneficiary cost file', 2],
        ['excluded drugs formulary file', 1],
        ['geographic locator file', 1],
        ['insulin beneficiary cost file', 1],
        ['pharmacy networks file', 1],
        ['plan information file', 1],
        ['pricing file', 2],
      ].sort(),
    );
    const [cost] = await db.query(
      'select * from part_d_beneficiary_cost_2027 where coverage_level = 1 and tier = 3 and days_supply = 1',
    );
    expect(cost).toMatchObject({
      contract_id: 'H9991',
      cost_type_pref: 2,
      cost_amt_pref: 0.25,
      cost_min_amt_pref: 10,
      cost_max_amt_pref: 100,
      cost_type_mail_pref: 1,
      cost_amt_mail_pref: 47,
      tier_specialty_yn: 'N',
      ded_applies_yn: 'Y',
    });
    expect(await stagingTables()).toEqual([]);
    // The swap keeps the serving table's index names.
    const indexes = (
      await db.query<{ indexname: string }>(
        // This schema's only: on PostgreSQL each test file has a schema of its own in one database.
        `select indexname from pg_indexes where tablename = 'part_d_pricing_2027' and schemaname = current_schema()`,
      )
    ).map((r) => r.indexname);
    expect(indexes).toEqual(['part_d_pricing_2027_plan']);
  });

  it('changes nothing when the same files are imported again (same content hash: no swap)', async () => {
    const before = await recordOf(2027);
    const [result] = await run(await writeZip('same.zip', files()));
    expect(result?.status).toBe('unchanged');
    expect(await recordOf(2027)).toEqual(before);
    expect(await stagingTables()).toEqual([]);
  });

  it("keeps a data set per contract year: importing one year replaces that year's only", async () => {
    // The sample's 2026 (the PGlite test template has it already: unchanged), beside the hand-made 2027.
    const sampleFolder = fileURLToPath(new URL('../../data/sample/part-d/2026/', import.meta.url));
    await importPaths(db, [sampleFolder], { dataSets, sample: true });
    const sample2026 = await servingCounts(2026);
    expect(sample2026.pricing).toBeGreaterThan(2);
    expect((await recordOf(2026))?.sample).toBe(true);
    const record2027 = await recordOf(2027);

    const [result] = await run(await writeFolder('year-2026', filesOfYear(2026)));
    expect(result).toMatchObject({ dataSet: 'part-d', status: 'imported', contractYear: 2026, quarter: 1 });
    expect(await servingCounts(2026)).toEqual({ plans: 1, formulary: 2, pricing: 2 });
    expect((await recordOf(2026))?.sample).toBe(false);
    // 2027 is as it was: its rows and its record.
    expect(await servingCounts(2027)).toEqual({ plans: 1, formulary: 2, pricing: 2 });
    expect(await recordOf(2027)).toEqual(record2027);
    const years = await db.query<{ contract_year: number; n: number }>(
      'select contract_year, count(*)::int as n from part_d_pricing group by 1 order by 1',
    );
    expect(years).toEqual([
      { contract_year: 2026, n: 2 },
      { contract_year: 2027, n: 2 },
    ]);
    // The same 2026 files again change nothing.
    const again = await recordOf(2026);
    const [same] = await run(await writeFolder('year-2026', filesOfYear(2026)));
    expect(same?.status).toBe('unchanged');
    expect(await recordOf(2026)).toEqual(again);
    expect(await stagingTables()).toEqual([]);
  });

  it('imports changed files from a zip (and a zip inside a zip) and swaps them in whole', async () => {
    const changed = withFile(
      'pricing file PPUF_2027Q1.txt',
      fileText('pricing', [...ROWS.pricing, 'H9991|001|000|64380071506|30|1.2500']),
    );
    const inner = await writeZip('inner.zip', {
      'pricing file PPUF_2027Q1.txt': changed['pricing file PPUF_2027Q1.txt'] as string,
    });
    const { 'pricing file PPUF_2027Q1.txt': _, ...rest } = changed;
    const outer = new yazl.ZipFile();
    for (const [file, text] of Object.entries(rest))
      outer.addBuffer(Buffer.from(text), `SPUF 2027Q1/${file}`);
    outer.addFile(inner, 'SPUF 2027Q1/pricing part.zip');
    outer.end();
    const path = join(dir, 'outer.zip');
    await finished(outer.outputStream.pipe(createWriteStream(path)));
    const [result] = await run(path);
    expect(result?.status).toBe('imported');
    expect(await servingCounts()).toEqual({ plans: 1, formulary: 2, pricing: 3 });
  });

  it("rebuilds each NDC's mean 30-day unit cost from the pricing file it swaps in", async () => {
    const means = async () =>
      db.query<{ contract_year: number; ndc: string; mean_unit_cost: number }>(
        'select contract_year, ndc, mean_unit_cost from part_d_ndc_unit_costs where contract_year = 2027 order by ndc',
      );
    // The hand-made file: one plan, one 30-day price (the 90-day one is not in the mean).
    expect(await means()).toEqual([{ contract_year: 2027, ndc: '50090284690', mean_unit_cost: 0.0812 }]);
    const [result] = await run(
      await writeFolder(
        'new-prices',
        withFile(
          'pricing file PPUF_2027Q1.txt',
          fileText('pricing', [
            'H9991|001|000|50090284690|30|0.1000',
            'H9991|002|000|50090284690|30|0.3000',
            'H9991|001|000|50090284690|90|0.0790',
            'H9991|001|000|64380071506|90|1.2500',
          ]),
        ),
      ),
    );
    expect(result?.status).toBe('imported');
    // Every 30-day price of the file in the mean; an NDC priced for 90 days only has none.
    expect(await means()).toEqual([{ contract_year: 2027, ndc: '50090284690', mean_unit_cost: 0.2 }]);
    expect(await stagingTables()).toEqual([]);
  });

  describe('bad input: a message naming file, line and column, and nothing changes', () => {
    const expectRefused = async (
      paths: string[],
      message: string | RegExp,
      importRun: (...paths: string[]) => Promise<unknown> = run,
    ) => {
      const before = await servingCounts(null);
      const records = await db.query('select * from data_sets order by data_set, contract_year');
      await expect(importRun(...paths)).rejects.toThrow(message);
      expect(await servingCounts(null)).toEqual(before);
      expect(await db.query('select * from data_sets order by data_set, contract_year')).toEqual(records);
      expect(await stagingTables()).toEqual([]);
    };

    it('a tier code outside the layout', async () => {
      const bad = fileText('basicDrugsFormulary', [
        ROWS.basicDrugsFormulary[0] as string,
        '00029991|3|2027|261551|64380071506|9|Y|30|30|N|N|N',
      ]);
      await expectRefused(
        [await writeFolder('bad-tier', withFile('basic drugs formulary file PPUF_2027Q1.txt', bad))],
        /basic drugs formulary file PPUF_2027Q1\.txt:3:6 \(TIER_LEVEL_VALUE\): "9" is not a tier of the layout \(1-7\)$/,
      );
    });

    it('a file on the wrong delimiter', async () => {
      const commas = fileText('pricing').replace(/\|/g, ',');
      await expectRefused(
        [await writeFolder('commas', withFile('pricing file PPUF_2027Q1.txt', commas))],
        'pricing file PPUF_2027Q1.txt:1: the header is the pricing file\'s, but delimited by ",": the layout\'s delimiter is "|"',
      );
    });

    it('a data line on the wrong delimiter', async () => {
      const text = fileText('pricing', [ROWS.pricing[0] as string, 'H9991,001,000,50090284690,90,0.0790']);
      await expectRefused(
        [await writeFolder('comma-line', withFile('pricing file PPUF_2027Q1.txt', text))],
        'pricing file PPUF_2027Q1.txt:3: 1 fields, the pricing file has 6, is it delimited by "|"?',
      );
    });

    it('a missing column', async () => {
      const text = fileText('pricing').replace('|DAYS_SUPPLY', '');
      await expectRefused(
        [await writeFolder('missing-column', withFile('pricing file PPUF_2027Q1.txt', text))],
        "pricing file PPUF_2027Q1.txt:1: the header looks like the pricing file's, but missing column DAYS_SUPPLY",
      );
    });

    it('a truncated file (the last line cut short)', async () => {
      const text = fileText('pricing').slice(0, -12);
      await expectRefused(
        [await writeFolder('truncated', withFile('pricing file PPUF_2027Q1.txt', text))],
        'pricing file PPUF_2027Q1.txt:3: 4 fields, the pricing file has 6 (a truncated file, or a line cut short)',
      );
    });

    it('an unrecognised header', async () => {
      await expectRefused(
        [await writeFolder('unknown', { ...files(), 'notes.txt': 'WHAT|IS|THIS\n1|2|3\n' })],
        /notes\.txt:1: the header is not one of the known files \(plan information file, /,
      );
    });

    it('a zip with none of the expected files', async () => {
      await expectRefused(
        [await writeZip('empty.zip', { 'readme.pdf': '%PDF-1.4' })],
        /empty\.zip: none of the expected files/,
      );
    });

    it('a data set with a file missing', async () => {
      const { 'pricing file PPUF_2027Q1.txt': _, ...withoutPricing } = files();
      await expectRefused(
        [await writeFolder('no-pricing', withoutPricing)],
        /part-d: the data set is swapped as a whole, and the pricing file is missing/,
      );
    });

    it('files of two contract years', async () => {
      const text = fileText('basicDrugsFormulary', [
        ROWS.basicDrugsFormulary[0] as string,
        '00029991|3|2026|261551|64380071506|3|Y|30|30|N|N|N',
      ]);
      await expectRefused(
        [await writeFolder('two-years', withFile('basic drugs formulary file PPUF_2027Q1.txt', text))],
        'part-d: the files are of several contract years (2026, 2027); import one year at a time',
      );
    });

    it('files of another contract year than --year says', async () => {
      await expectRefused(
        [await writeFolder('not-2026', files())],
        'part-d: the files are of contract year 2027, not 2026',
        (...paths) => importPaths(db, paths, { dataSets, contractYear: 2026 }),
      );
    });

    it('no contract year in the files (an empty formulary) and no --year', async () => {
      await expectRefused(
        [
          await writeFolder(
            'no-year',
            withFile('basic drugs formulary file PPUF_2027Q1.txt', fileText('basicDrugsFormulary', [])),
          ),
        ],
        'part-d: no contract year in the files (the basic drugs formulary file has no rows); give --year',
      );
    });

    it('a path that does not exist', async () => {
      await expectRefused([join(dir, 'nowhere')], /nowhere: no such file or folder/);
    });
  });
});
