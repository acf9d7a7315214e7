/** A database that imported an older sample gets the current sample files at its next start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openSampleTestDb } from '../test/harness';
import { importSampleDataOnFirstStart } from './sample-data';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openSampleTestDb());
}, 300_000);
afterAll(() => drop());

const landscapeRows = async () =>
  (
    await db.query<{ n: number }>('select count(*)::int as n from ma_landscape where contract_year = 2027')
  )[0]!.n;

/** Makes the 2027 landscape look imported from other (older) sample files, with fewer rows. */
const ageLandscape = async (sample: boolean) => {
  await db.query("delete from ma_landscape where contract_year = 2027 and contract_id = 'H9991'");
  await db.query(
    `update data_sets set content_hash = 'older', sample = $1,
            files = jsonb_set(files, '{0,sha256}', '"older"')
      where data_set = 'ma-landscape' and contract_year = 2027`,
    [sample],
  );
};

describe('importSampleDataOnFirstStart with a sample imported from older files', () => {
  it('changes nothing when the sample files are those imported', async () => {
    expect(await importSampleDataOnFirstStart(db)).toBeNull();
  });

  it('replaces a sample data set whose files changed, and only that one', async () => {
    const full = await landscapeRows();
    await ageLandscape(true);
    expect(await landscapeRows()).toBeLessThan(full);
    const results = await importSampleDataOnFirstStart(db);
    expect(results?.map((r) => [r.dataSet, r.contractYear, r.status])).toEqual([
      ['ma-landscape', 2027, 'imported'],
    ]);
    expect(await landscapeRows()).toBe(full);
    expect(await importSampleDataOnFirstStart(db)).toBeNull();
  }, 120_000);

  it("never replaces a publisher's data set", async () => {
    await ageLandscape(false);
    const before = await landscapeRows();
    expect(await importSampleDataOnFirstStart(db)).toBeNull();
    expect(await landscapeRows()).toBe(before);
  }, 120_000);
});
