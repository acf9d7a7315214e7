import type { Db, SqlParam } from '../db/db';

/**
 * The plan of a query as the planner would choose it on full-size tables: the sample tables are tiny, and
 * without this a sequential or bitmap scan is cheaper and says nothing of the indexes.
 */
export const explainPlan = (db: Pick<Db, 'transaction'>, sql: string, params: readonly SqlParam[]) =>
  db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off; set local enable_bitmapscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
