/** Insert many rows in one statement (unnest of one array per column); jsonb columns travel as text. */
import type { Queryable } from '../../db/db';

export type ColumnType = 'text' | 'int' | 'float8' | 'bool' | 'jsonb';

export const insertMany = async (
  tx: Queryable,
  table: string,
  columns: readonly (readonly [name: string, type: ColumnType])[],
  rows: readonly (readonly unknown[])[],
): Promise<void> => {
  if (rows.length === 0) return;
  const arrays = columns.map(([, type], i) =>
    rows.map((r) => (type === 'jsonb' ? JSON.stringify(r[i]) : (r[i] ?? null))),
  );
  const names = columns.map(([name]) => name);
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type === 'jsonb' ? 'text' : type}[]`).join(', ');
  const select = columns.map(([name, type]) => (type === 'jsonb' ? `${name}::jsonb` : name)).join(', ');
  await tx.query(
    `insert into ${table} (${names.join(', ')})
     select ${select} from unnest(${unnest}) as t(${names.join(', ')})
     on conflict do nothing`,
    arrays as string[][],
  );
};
