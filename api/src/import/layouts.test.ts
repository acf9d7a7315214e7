import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { openMigratedTestDb } from '../test/harness';
import { dataSets } from './data-sets';
import { recogniseLine, tableColumns } from './layout';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  // Opening a database takes minutes when the machine is shared and busy.
  ({ db, drop } = await openMigratedTestDb());
}, 300_000);
afterAll(() => drop());

it("each layout's table has the layout's columns, types and nullability, in order", async () => {
  for (const layout of dataSets.flatMap((d) => d.layouts)) {
    const columns = await db.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `select column_name, data_type, is_nullable from information_schema.columns
       where table_name = $1 and table_schema = current_schema() order by ordinal_position`,
      [layout.table],
    );
    expect(columns, layout.table).toEqual(
      tableColumns(layout).map((c) => ({
        column_name: c.name,
        data_type: c.type,
        is_nullable: c.optional ? 'YES' : 'NO',
      })),
    );
  }
});

it('no header is recognised as two layouts', () => {
  const layouts = dataSets.flatMap((d) => d.layouts);
  for (const layout of layouts) {
    const header = layout.columns.map((c) => c.name).join(layout.delimiter);
    expect(layouts.filter((l) => recogniseLine(l, header)).map((l) => l.kind)).toEqual([layout.kind]);
  }
});
