import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openMigratedTestDb } from '../test/harness';
import { dataSets } from './data-sets';
import { byContractYear, CONTRACT_YEAR, recogniseLine, tableColumns } from './layout';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  // Opening a database takes minutes when the machine is shared and busy.
  ({ db, drop } = await openMigratedTestDb());
}, 300_000);
afterAll(() => drop());

it("each layout's table has the layout's columns, types and nullability, in order (and the contract year of a data set by year)", async () => {
  for (const definition of dataSets) {
    for (const layout of definition.layouts) {
      const expected = tableColumns(layout).map((c) => ({
        column_name: c.name,
        data_type: c.type,
        is_nullable: c.optional ? 'YES' : 'NO',
      }));
      if (byContractYear(definition) && !expected.some((c) => c.column_name === CONTRACT_YEAR)) {
        expected.push({ column_name: CONTRACT_YEAR, data_type: 'integer', is_nullable: 'NO' });
      }
      const columns = await db.query<{ column_name: string; data_type: string; is_nullable: string }>(
        `select column_name, data_type, is_nullable from information_schema.columns
         where table_name = $1 and table_schema = current_schema() order by ordinal_position`,
        [layout.table],
      );
      expect(columns, layout.table).toEqual(expected);
      // A data set by contract year: its tables are LIST-partitioned by the year, one partition a year.
      const [partitioned] = await db.query<{ strategy: string; key: string }>(
        `select p.partstrat as strategy, pg_get_partkeydef(p.partrelid) as key
           from pg_partitioned_table p where p.partrelid = to_regclass($1)`,
        [layout.table],
      );
      expect(partitioned ?? null, layout.table).toEqual(
        byContractYear(definition) ? { strategy: 'l', key: `LIST (${CONTRACT_YEAR})` } : null,
      );
    }
  }
});

it('no header is recognised as two layouts', () => {
  const layouts = dataSets.flatMap((d) => d.layouts);
  for (const layout of layouts) {
    const header = layout.columns.map((c) => c.name).join(layout.delimiter);
    expect(layouts.filter((l) => recogniseLine(l, header)).map((l) => l.kind)).toEqual([layout.kind]);
  }
});
