import type { Db, SqlParam } from '../db/db';

/**
 * `explain (analyze)` of a query as the planner would run it on full-size tables: the sample tables are
 * tiny, and without this a sequential or bitmap scan is cheaper and says nothing of the indexes.
 */
export const explainAnalyzed = (db: Pick<Db, 'transaction'>, sql: string, params: readonly SqlParam[]) =>
  db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off; set local enable_bitmapscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });

/** The "Heap Fetches" line of each scan of a table whose name starts with `table` in an analyzed plan. */
export const heapFetchesOn = (explained: string, table: string) =>
  explained.split('\n').flatMap((line, i, lines) =>
    line.includes(` on ${table}`) && line.includes('Scan')
      ? [
          lines
            .slice(i + 1)
            .find((l) => l.includes('Heap Fetches'))
            ?.trim(),
        ]
      : [],
  );
