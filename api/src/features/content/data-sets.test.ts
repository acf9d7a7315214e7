import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAN_DATA_SET, siteOptionsSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSets } from '../../import/data-sets';
import { importPaths } from '../../import/import';
import { files } from '../../import/part-d/test-files';
import { createTestApi, type TestApi } from '../../test/harness';

// Opening a database and importing take minutes when the machine is shared and busy.
const SLOW_HOOK_MS = 300_000;

let api: TestApi;
let dir: string;

const served = async (target: TestApi) =>
  siteOptionsSchema.parse((await target.request('GET', '/content/site-options')).body).dataSets ?? [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'data-notice-'));
  api = await createTestApi();
}, SLOW_HOOK_MS);

afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /content/site-options: the data sets the pages are built from', () => {
  it('says every data set is the shipped sample on a fresh start', async () => {
    const sets = await served(api);
    // The CMS sources once per contract year of the sample (2026 and 2027), the others once.
    expect(sets.map((d) => `${d.dataSet} ${d.contractYear ?? ''}`.trim()).sort()).toEqual(
      [
        ...dataSets.flatMap((d) =>
          d.name === 'part-d' || d.name === 'ma-landscape' ? [`${d.name} 2026`, `${d.name} 2027`] : [d.name],
        ),
        'reference-data',
      ].sort(),
    );
    for (const d of sets) expect(d.sample).toBe(true);
    expect(sets.find((d) => d.dataSet === PLAN_DATA_SET)?.publisher).toBe('CMS');
  });

  it(
    'says real, with its contract year, quarter and import time, once a downloaded Part D set is imported',
    async () => {
      // A hand-made set in CMS's layouts, named as CMS names the 2027 first-quarter files.
      const folder = join(dir, 'PPUF_2027Q1');
      await mkdir(folder);
      for (const [file, text] of Object.entries(files())) await writeFile(join(folder, file), text);
      const before = Date.now();
      await importPaths(api.db, [folder], { dataSets });
      const after = Date.now();

      const sets = await served(api);
      const partD = sets.find((d) => d.dataSet === PLAN_DATA_SET && d.contractYear === 2027);
      expect(partD).toMatchObject({
        sample: false,
        publisher: 'CMS',
        source: 'CMS, Quarterly Prescription Drug Plan Formulary, Pharmacy Network, and Pricing Information',
        contractYear: 2027,
        quarter: 1,
      });
      const importedAt = Date.parse(String(partD?.importedAt));
      // The database's clock may round below the millisecond.
      expect(importedAt).toBeGreaterThanOrEqual(before - 1);
      expect(importedAt).toBeLessThanOrEqual(after + 1);
      // The other data sets, and the other contract year of the Part D files, are still the sample, and the
      // plan pages still read the generated plans.
      for (const d of sets.filter((x) => x !== partD)) expect(d.sample).toBe(true);
      expect(sets.filter((d) => d.dataSet === PLAN_DATA_SET).map((d) => d.contractYear)).toEqual([
        2026, 2027,
      ]);
    },
    SLOW_HOOK_MS,
  );
});
