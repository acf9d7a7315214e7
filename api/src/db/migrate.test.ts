import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { features } from '../features/index';
import { createTestApi, type TestApi } from '../test/harness';
import { type DataFeature, migrate, seed } from './migrate';

let api: TestApi;
let dir: string;
beforeAll(async () => {
  api = await createTestApi();
  dir = await mkdtemp(join(tmpdir(), 'migrate-test-'));
});
afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const ctx = { config: loadConfig({}) };

describe('migrations and seeds', () => {
  it('apply once: a second start applies and seeds nothing', async () => {
    expect(await migrate(api.db, features)).toEqual([]);
    expect(await seed(api.db, features, ctx)).toEqual([]);
  });

  it("apply a feature's new files in name order, and reseed when its seed version changes", async () => {
    await writeFile(join(dir, '002_second.sql'), 'alter table probe_items add column note text;');
    await writeFile(join(dir, '001_first.sql'), 'create table probe_items (id integer primary key);');
    const runs: string[] = [];
    const probe = (version: string): DataFeature => ({
      name: 'probe',
      migrations: pathToFileURL(`${dir}/`),
      seed: {
        version,
        run: async (tx) => {
          runs.push(version);
          await tx.exec('delete from probe_items');
          await tx.query('insert into probe_items (id, note) values (1, $1)', [version]);
        },
      },
    });
    expect(await migrate(api.db, [probe('v1')])).toEqual(['probe/001_first.sql', 'probe/002_second.sql']);
    expect(await seed(api.db, [probe('v1')], ctx)).toEqual(['probe']);
    expect(await seed(api.db, [probe('v1')], ctx)).toEqual([]);
    expect(await seed(api.db, [probe('v2')], ctx)).toEqual(['probe']);
    expect(runs).toEqual(['v1', 'v2']);
    expect(await api.db.query('select id, note from probe_items')).toEqual([{ id: 1, note: 'v2' }]);
  });

  it('roll back a failing migration as a whole', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'migrate-bad-'));
    try {
      await writeFile(join(bad, '001_ok.sql'), 'create table half_done (id integer);');
      await writeFile(join(bad, '002_broken.sql'), 'create tabel oops;');
      const feature: DataFeature = { name: 'broken', migrations: pathToFileURL(`${bad}/`) };
      await expect(migrate(api.db, [feature])).rejects.toThrow();
      const tables = await api.db.query(
        `select 1 from information_schema.tables where table_name = 'half_done' and table_schema = current_schema()`,
      );
      expect(tables).toEqual([]);
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });
});
